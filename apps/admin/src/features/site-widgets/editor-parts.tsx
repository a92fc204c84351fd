import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  SaveOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { Alert, Button, Segmented, Space, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** `list` with the entry at `from` moved one place up (-1) or down (+1). */
export function moved<T>(list: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** Up, down and remove for one entry of an ordered list. */
export function RowButtons(props: {
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove?: () => void;
  removeDisabled?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Space size={4}>
      <Tooltip title={t('siteWidgets.editor.up')}>
        <Button
          size="small"
          icon={<ArrowUpOutlined />}
          disabled={props.index === 0}
          onClick={() => props.onMove(-1)}
          aria-label={t('siteWidgets.editor.up')}
          data-testid={`${props.testId}-up`}
        />
      </Tooltip>
      <Tooltip title={t('siteWidgets.editor.down')}>
        <Button
          size="small"
          icon={<ArrowDownOutlined />}
          disabled={props.index === props.count - 1}
          onClick={() => props.onMove(1)}
          aria-label={t('siteWidgets.editor.down')}
          data-testid={`${props.testId}-down`}
        />
      </Tooltip>
      {props.onRemove ? (
        <Tooltip title={t('content.remove')}>
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            disabled={props.removeDisabled}
            onClick={props.onRemove}
            aria-label={t('content.remove')}
            data-testid={`${props.testId}-remove`}
          />
        </Tooltip>
      ) : null}
    </Space>
  );
}

/** Which of the site's languages the titles are edited (and previewed) in. */
export function LanguagePicker(props: {
  languages: string[];
  value: string;
  onChange: (language: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Space wrap>
      <Typography.Text type="secondary">{t('siteWidgets.editor.editLanguage')}</Typography.Text>
      <Segmented
        value={props.value}
        options={props.languages}
        onChange={(v) => props.onChange(String(v))}
        data-testid="edit-language"
      />
    </Space>
  );
}

/** How many of the site's languages have a title: shown beside each entry. */
export function filledCount(titles: Record<string, string>, languages: string[]) {
  return languages.filter((l) => (titles[l] ?? '').trim().length > 0).length;
}

/** An editor's discard and save buttons: both idle until something changed; save waits for the server. */
export function DiscardSave(props: {
  changed: boolean;
  saving: boolean;
  onDiscard(): void;
  onSave(): void;
  saveTestId: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button icon={<UndoOutlined />} disabled={!props.changed} onClick={props.onDiscard}>
        {t('siteWidgets.editor.discard')}
      </Button>
      <Button
        type="primary"
        icon={<SaveOutlined />}
        disabled={!props.changed}
        loading={props.saving}
        onClick={props.onSave}
        data-testid={props.saveTestId}
      >
        {t('content.save')}
      </Button>
    </>
  );
}

/** What the server refused on the last save, until staff close it. */
export function EditorError(props: { error: string | null; onClose(): void }) {
  return props.error ? (
    <Alert type="error" showIcon message={props.error} closable onClose={props.onClose} />
  ) : null;
}
