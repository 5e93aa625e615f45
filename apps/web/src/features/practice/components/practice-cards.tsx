import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Flex, Input } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MobileCardList } from '../../../lib/responsive-list';
import { practicePageQueryOptions } from '../api/list-practices';
import { toListQuery } from '../practice-list-query';
import { practiceCard, type RowActions } from './practice-columns';

const pageSize = 10;

/**
 * 'Pratiche in vendita' below 768 px (issue 26): one card per practice, newest first, with the
 * search of the desk's toolbar; the same server pages and react-query entries as the table, so a
 * review arriving on the live channel refreshes the cards too.
 */
export function PracticeCards({ actions }: { actions: RowActions }) {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [current, setCurrent] = useState(1);
  const query = toListQuery({ current, pageSize, keyword }, { createdAt: 'descend' });
  const page = useQuery({ ...practicePageQueryOptions(query), placeholderData: keepPreviousData });
  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={8}>
        <Input.Search
          allowClear
          aria-label="Cerca pratiche"
          placeholder="Cerca per tipo, ID, codice tributo o importo"
          onSearch={(text) => {
            setKeyword(text);
            setCurrent(1);
          }}
          style={{ flex: '1 1 200px' }}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/practice/new')}>
          Nuova pratica
        </Button>
      </Flex>
      <MobileCardList
        cards={page.data?.data.map((practice) => practiceCard(practice, actions))}
        loading={page.isFetching}
        label="Pratiche in vendita"
        emptyText="Nessuna pratica trovata"
        pagination={{ current, pageSize, total: page.data?.total ?? 0, onChange: setCurrent }}
      />
    </Flex>
  );
}
