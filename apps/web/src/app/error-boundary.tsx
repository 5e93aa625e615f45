import { Button, Flex } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';

type State = { failed: boolean };

/**
 * Last line of defence for render errors, most often a route chunk that no longer exists
 * after a deployment: a reload fetches the new build instead of leaving a blank page.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unhandled render error', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <Flex vertical align="center" justify="center" gap={16} style={{ minHeight: '100vh', padding: 16 }}>
        <p style={{ fontSize: 18, margin: 0, textAlign: 'center' }}>Si è verificato un errore imprevisto. Ricarica la pagina per continuare.</p>
        <Button type="primary" onClick={() => window.location.reload()}>
          Ricarica la pagina
        </Button>
      </Flex>
    );
  }
}
