// Boot stage (main.tsx): antd's configuration and style engine (cssinjs, the theme, the locale).
export { ConfigProvider } from 'antd';
export { default as itIT } from 'antd/es/locale/it_IT';
