// Boot stage (main.tsx): react-query and the router.
export { QueryClient, QueryClientProvider } from '@tanstack/react-query';
export { BrowserRouter, Routes } from 'react-router-dom';
