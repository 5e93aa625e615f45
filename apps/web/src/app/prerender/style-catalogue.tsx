import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { ProTable, StepsForm } from '@ant-design/pro-components';
import {
  Alert,
  App,
  Badge,
  Button,
  Card,
  Checkbox,
  Col,
  Collapse,
  ConfigProvider,
  Descriptions,
  Divider,
  Drawer,
  Dropdown,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  Layout,
  List,
  Menu,
  message,
  Modal,
  notification,
  Pagination,
  Popconfirm,
  Popover,
  Progress,
  Radio,
  Result,
  Row,
  Segmented,
  Select,
  Skeleton,
  Slider,
  Space,
  Spin,
  Statistic,
  Steps,
  Switch,
  Table,
  Tabs,
  Tag,
  Timeline,
  Tooltip,
  Typography,
  Upload,
} from 'antd';
import { renderToString } from 'react-dom/server';
import { appTheme } from '../theme';

/**
 * One of every antd component the app draws, each in the forms that register a style of their
 * own (sub-components, the floating panels that only exist when open). Rendering them registers
 * every style the app can need in antd's style cache.
 */
function Catalogue() {
  return (
    <>
      <Alert message="a" />
      <Badge count={1} />
      <Button>a</Button>
      <Card title="a">a</Card>
      <Checkbox />
      <Row>
        <Col span={12} />
      </Row>
      <Collapse items={[{ key: 'a', label: 'a', children: 'a' }]} />
      <Descriptions items={[{ key: 'a', label: 'a', children: 'a' }]} />
      <Divider />
      <Drawer open getContainer={false} />
      <Dropdown menu={{ items: [] }}>
        <span />
      </Dropdown>
      <Empty />
      <Flex />
      <Form>
        <Form.Item label="a">
          <Input />
        </Form.Item>
      </Form>
      <Input.TextArea />
      <Input.Password />
      <Input.Search />
      <InputNumber />
      <Layout>
        <Layout.Header />
        <Layout.Sider />
        <Layout.Content />
      </Layout>
      <List dataSource={[1]} renderItem={() => <List.Item>a</List.Item>} />
      <Menu items={[{ key: 'a', label: 'a' }]} />
      <message._InternalPanelDoNotUseOrYouWillBeFired />
      <notification._InternalPanelDoNotUseOrYouWillBeFired />
      <Modal open getContainer={false} />
      <Pagination total={100} />
      <Popconfirm._InternalPanelDoNotUseOrYouWillBeFired title="a" />
      <Popover._InternalPanelDoNotUseOrYouWillBeFired content="a" />
      <Progress percent={50} />
      <Radio.Group options={['a']} />
      <Radio.Group optionType="button" options={['a']} />
      <Result />
      <Segmented options={['a']} />
      <Select />
      <Skeleton active />
      <Skeleton.Button />
      <Slider />
      <Space.Compact>
        <Button />
      </Space.Compact>
      <Spin />
      <Statistic value={1} />
      <Steps items={[{ title: 'a' }]} />
      <Switch />
      <Table columns={[{ title: 'a', dataIndex: 'a' }]} dataSource={[]} />
      <Tabs items={[{ key: 'a', label: 'a' }]} />
      <Tag color="blue">a</Tag>
      <Timeline items={[{ children: 'a' }]} />
      <Tooltip._InternalPanelDoNotUseOrYouWillBeFired title="a" />
      <Typography.Title>a</Typography.Title>
      <Typography.Text>a</Typography.Text>
      <Typography.Paragraph>a</Typography.Paragraph>
      <Typography.Link>a</Typography.Link>
      <Upload />
      <Upload.Dragger />
      <ProTable search={false} columns={[{ title: 'a', dataIndex: 'a' }]} dataSource={[]} />
      <StepsForm>
        <StepsForm.StepForm title="a" />
      </StepsForm>
    </>
  );
}

/**
 * Build time only (prerender-auth.ts): the CSS of every antd style the app uses, with antd's cache
 * map in it, as one stylesheet. A page that links it lets the browser's antd find each style in
 * the map and skip generating and injecting it at start-up.
 */
export function renderStyleCatalogue(): string {
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <ConfigProvider theme={appTheme}>
        <App>
          <Catalogue />
        </App>
      </ConfigProvider>
    </StyleProvider>,
  );
  return extractStyle(cache, { plain: true });
}
