/**
 * The parts of a console list page (coupons, benefit cards, promotions, invitations): the title row with
 * the "new" button once there is a row, and the table of rows or, with none, the empty state offering the
 * same button. The columns are the page's own.
 */
import type { ReactNode } from 'react'
import { Space, Table, Typography, type TableColumnsType } from 'antd'
import { PageEmpty } from './PageState'

export function ListTitle({ title, rows, newButton }: { title: string; rows: readonly unknown[]; newButton: ReactNode }) {
  return (
    <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {rows.length > 0 && newButton}
    </Space>
  )
}

export interface ListTableProps<T> {
  rows: T[]
  /** A refetch behind the rows shown (after a change). */
  fetching: boolean
  rowKey: keyof T & string
  columns: TableColumnsType<T>
  empty: string
  newButton: ReactNode
  testId: string
}

export function ListTable<T extends object>({ rows, fetching, rowKey, columns, empty, newButton, testId }: ListTableProps<T>) {
  if (rows.length === 0) return <PageEmpty description={empty} action={newButton} />
  return (
    <div data-testid={testId}>
      <Table<T> rowKey={rowKey} loading={fetching} dataSource={rows} scroll={{ x: true }} pagination={false} columns={columns} />
    </div>
  )
}
