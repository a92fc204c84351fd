import { AdminMemberNoteAdd, AdminMemberNotes, type ZAdminMemberNote } from '@arks/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, List, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useAdminAction } from '../../../api/use-admin';
import { TimeText } from '../../../components/values';
import { usePaged } from './use-paged';

type Note = z.infer<typeof ZAdminMemberNote>;

/** Staff notes: anyone reading the member may add one; none is ever edited, so the history stays true. */
export function MemberNotes({ memberId, canWrite }: { memberId: number; canWrite: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ body: string }>();
  const queryClient = useQueryClient();
  const add = useAdminAction(AdminMemberNoteAdd, { resource: 'members' });
  const { query, list, pagination } = usePaged(AdminMemberNotes, { id: memberId });

  const submit = async ({ body }: { body: string }) => {
    try {
      await add.run({ id: memberId, body });
      form.resetFields();
      message.success(t('members.notes.added'));
      await queryClient.invalidateQueries({ queryKey: ['admin', AdminMemberNotes.name] });
    } catch (error) {
      message.error(t('common.actionFailed', { message: (error as Error).message }));
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      {canWrite && (
        <Form form={form} layout="vertical" onFinish={submit} name="member-note">
          <Form.Item
            name="body"
            rules={[{ required: true, whitespace: true, message: t('members.notes.required') }]}
            extra={t('members.notes.appendOnly')}
            style={{ marginBottom: 8 }}
          >
            <Input.TextArea
              rows={3}
              maxLength={2000}
              showCount
              placeholder={t('members.notes.placeholder')}
              data-testid="note-body"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={add.isPending} data-testid="note-add">
            {t('members.notes.add')}
          </Button>
        </Form>
      )}
      <List<Note>
        dataSource={list}
        loading={query.isFetching}
        pagination={list.length ? { ...pagination, size: 'small', align: 'end' } : false}
        locale={{ emptyText: t('members.notes.empty') }}
        data-testid="member-notes"
        renderItem={(note) => (
          <List.Item key={note.id}>
            <List.Item.Meta
              title={
                <Space size="middle">
                  <Typography.Text strong>{note.staff_account}</Typography.Text>
                  <Typography.Text type="secondary">
                    <TimeText value={note.created_at} />
                  </Typography.Text>
                </Space>
              }
              description={
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                  {note.body}
                </Typography.Paragraph>
              }
            />
          </List.Item>
        )}
      />
    </Space>
  );
}
