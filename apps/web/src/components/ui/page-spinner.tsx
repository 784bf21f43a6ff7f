import { Flex, Spin } from 'antd';

export function PageSpinner({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: fullScreen ? '100vh' : 240 }}>
      <Spin size="large" />
    </Flex>
  );
}
