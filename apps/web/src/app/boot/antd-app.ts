// Boot stage (main.tsx): antd's App, which carries the modal, message and notification machinery.
export { App } from 'antd';
