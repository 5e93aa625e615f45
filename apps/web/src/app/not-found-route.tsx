import { Card, Flex, Typography } from 'antd';

/** Spec 2 gives these two texts in English, as they stand. */
export function NotFoundRoute() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Card style={{ width: '100%', maxWidth: 440 }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          404 Page Not Found
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          Did you forget to add the page to the router?
        </Typography.Paragraph>
      </Card>
    </Flex>
  );
}
