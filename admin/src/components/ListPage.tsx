/**
 * The parts of a console list page (coupons, benefit cards, promotions, invitations): the title row with
 * the "new" button once there is a row, and the rows or, with none, the empty state offering the same
 * button. The table inside is the page's own.
 */
import type { ReactNode } from 'react'
import { Space, Typography } from 'antd'
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

export function RowsOrEmpty({ rows, empty, newButton, testId, children }: { rows: readonly unknown[]; empty: string; newButton: ReactNode; testId: string; children: ReactNode }) {
  if (rows.length === 0) return <PageEmpty description={empty} action={newButton} />
  return <div data-testid={testId}>{children}</div>
}
