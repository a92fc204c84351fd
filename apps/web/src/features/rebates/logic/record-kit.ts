import type { ReactNode } from 'react';

/** Site days, both ends included. */
export interface RecordRange {
  start_date: string;
  end_date: string;
}

export interface KitColumn<Row> {
  key: string;
  label: string;
  render: (row: Row) => ReactNode;
  align?: 'end';
  card?: 'title' | 'value';
}

/**
 * What the transaction records page hands a tab it shows for another feature: its date range and
 * page, and its table, pager and empty and error views, so every records tab looks and pages alike.
 */
export interface RecordKit {
  range: RecordRange;
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
  Table: <Row>(props: {
    columns: KitColumn<Row>[];
    rows: Row[];
    rowKey: (row: Row) => string;
    testId: string;
    dimmed?: boolean;
  }) => ReactNode;
  Pager: (props: {
    page: number;
    pageSize: number;
    total: number;
    onPage: (page: number) => void;
  }) => ReactNode;
  Empty: (props: { children: ReactNode }) => ReactNode;
  LoadError: (props: { error: unknown; onRetry: () => void }) => ReactNode;
  Status: (props: { tone: 'good' | 'wait' | 'mute' | 'bad'; children: ReactNode }) => ReactNode;
}

/** A rate in basis points as a percentage: 85 -> "0.85%". */
export const ratePercent = (bp: number): string => `${(bp / 100).toFixed(2)}%`;

export const STATUS_TONE = {
  computed: 'wait',
  waiting_approval: 'wait',
  paid: 'good',
  rejected: 'mute',
} as const;
