import { Refine, type DataProvider } from '@refinedev/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { toCsv } from '../lib/csv';
import { ExportCsv } from './export-csv';

interface Member {
  id: number;
  name: string;
  balance: string;
}

const members: Member[] = [
  { id: 1, name: ' =1+1', balance: '-100.50' },
  { id: 2, name: '＝1+1', balance: '0.00' },
  { id: 3, name: '\n=1', balance: '－1' },
  { id: 4, name: '＠SUM(A1)', balance: '＋1' },
  { id: 5, name: 'say "hi"', balance: '12' },
];

const dataProvider = {
  getList: async () => ({ data: members, total: members.length }),
  getApiUrl: () => '',
} as unknown as DataProvider;

describe('a list’s CSV export', () => {
  it('writes each cell by the one rule of lib/csv: formulas defused, every cell quoted', async () => {
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
      files.push(file as Blob);
      return 'blob:export';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const mapData = (m: Member) => ({ name: m.name, balance: m.balance });
    render(
      <Refine dataProvider={dataProvider}>
        <App>
          <ExportCsv<Member>
            resource="members"
            filters={[]}
            sorters={[]}
            filename="members"
            mapData={mapData}
          />
        </App>
      </Refine>,
    );
    fireEvent.click(await screen.findByRole('button'));
    await waitFor(() => expect(files).toHaveLength(1));
    // Read with its byte-order mark, which Blob.text() would drop.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await files[0]!.arrayBuffer());
    expect(text).toBe(toCsv(members.map(mapData)));
    expect(text.split('\r\n').slice(1)).toEqual([
      `"' =1+1","-100.50"`,
      `"'＝1+1","0.00"`,
      `"'\n=1","'－1"`,
      `"'＠SUM(A1)","'＋1"`,
      `"say ""hi""","12"`,
    ]);
  });
});
