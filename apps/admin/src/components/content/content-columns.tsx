import { Table, Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactElement } from 'react';
import { TimeText } from '../values';
import type { Scheduled } from './live-content';
import { StateTag, WindowText } from './shared-fields';

/**
 * The columns every kind of home content ends with: its order and state and, for content with a
 * window, the window and when it last changed. Content without a window (float items) is on or off.
 */
export function contentColumns<T extends Scheduled & { updated_at?: string }>(
  t: TFunction,
  options: { windowWidth: number } | { window: false },
): ReactElement[] {
  const scheduled = 'windowWidth' in options;
  const columns = [
    <Table.Column<T> key="sort" dataIndex="sort" title={t('content.fields.sort')} width={70} />,
    <Table.Column<T>
      key="state"
      title={t('content.fields.state')}
      width={100}
      render={(_, row) =>
        scheduled ? (
          <StateTag item={row} />
        ) : (
          <Tag color={row.active ? 'green' : 'default'}>
            {t(`content.state.${row.active ? 'live' : 'off'}`)}
          </Tag>
        )
      }
    />,
  ];
  if (!scheduled) return columns;
  return [
    ...columns,
    <Table.Column<T>
      key="window"
      title={t('content.fields.window')}
      width={options.windowWidth}
      render={(_, row) => <WindowText item={row} />}
    />,
    <Table.Column<T>
      key="updated"
      title={t('content.fields.updatedAt')}
      width={170}
      render={(_, row) => <TimeText value={row.updated_at} />}
    />,
  ];
}

/** A picture column: the content's uploaded picture, small. */
export function pictureColumn<T extends { image_url: string }>(
  t: TFunction,
  width = 140,
  className = 'content-thumb',
) {
  return (
    <Table.Column<T>
      key="picture"
      title={t('content.fields.picture')}
      width={width}
      render={(_, row) => <img src={row.image_url} alt="" className={className} />}
    />
  );
}

/** Where a click on the content leads; none said when it leads nowhere. */
export function linkColumn<T extends { link: string }>(t: TFunction) {
  return (
    <Table.Column<T>
      key="link"
      title={t('content.fields.link')}
      ellipsis
      render={(_, row) => row.link || t('content.none')}
    />
  );
}
