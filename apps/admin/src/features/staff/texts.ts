import type { AreaTexts } from '../../i18n/area-texts';

const en = {
  root: {
    documentTitle: {
      staff: { list: 'Staff accounts' },
    },
  },
  menu: { staff: 'Staff accounts', audit: 'Audit log' },
  /** The resource's name, as refine asks for it. */
  staff: 'Staff accounts',
  title: 'Staff accounts',
  subtitle: 'Who may sign in to the back office, with which role.',
  fields: {
    id: 'ID',
    account: 'Account',
    role: 'Role',
    status: 'Status',
    totp: 'Two-factor',
    createdAt: 'Created',
    lastLogin: 'Last sign-in',
    sessions: 'Open sessions',
    password: 'First password',
    passwordHelp:
      'At least 12 characters with a letter and a digit. Hand it over privately; two-factor is set up at first sign-in.',
  },
  status: { active: 'Active', disabled: 'Disabled' },
  totpOn: 'On',
  totpOff: 'Not set up',
  create: 'New staff account',
  createTitle: 'Create a staff account',
  confirmCreate: 'Create {{account}} as {{role}}?',
  created: '{{account}} created',
  changeRole: 'Change role',
  confirmRole: 'Make {{account}} {{role}}? Their sessions end.',
  roleChanged: '{{account}} is now {{role}}',
  newRole: 'New role',
  disable: 'Disable',
  enable: 'Enable',
  confirmDisable: 'Disable {{account}}? Every session ends at once.',
  confirmEnable: 'Enable {{account}} again?',
  statusChanged: '{{account}}: {{status}}',
  resetTotp: 'Reset two-factor',
  confirmResetTotp: 'Reset two-factor of {{account}}? Their sessions end; the next sign-in sets it up again.',
  totpReset: 'Two-factor of {{account}} reset',
  endSessions: 'End sessions',
  confirmEndSessions: 'End every session of {{account}}?',
  sessionsEnded: 'Sessions of {{account}} ended',
  more: 'More',
};

const zh: typeof en = {
  root: {
    documentTitle: {
      staff: { list: '员工账号' },
    },
  },
  menu: { staff: '员工账号', audit: '操作日志' },
  staff: '员工账号',
  title: '员工账号',
  subtitle: '可登录后台的员工及其角色。',
  fields: {
    id: '编号',
    account: '账号',
    role: '角色',
    status: '状态',
    totp: '两步验证',
    createdAt: '创建时间',
    lastLogin: '最近登录',
    sessions: '在线会话',
    password: '初始密码',
    passwordHelp: '至少 12 位，须含字母和数字。请私下交给本人；首次登录时设置两步验证。',
  },
  status: { active: '启用', disabled: '停用' },
  totpOn: '已开启',
  totpOff: '未设置',
  create: '新建员工账号',
  createTitle: '新建员工账号',
  confirmCreate: '确认创建 {{account}}，角色为{{role}}？',
  created: '已创建 {{account}}',
  changeRole: '修改角色',
  confirmRole: '确认将 {{account}} 改为{{role}}？其会话将全部结束。',
  roleChanged: '{{account}} 现为{{role}}',
  newRole: '新角色',
  disable: '停用',
  enable: '启用',
  confirmDisable: '确认停用 {{account}}？其所有会话立即结束。',
  confirmEnable: '确认重新启用 {{account}}？',
  statusChanged: '{{account}}：{{status}}',
  resetTotp: '重置两步验证',
  confirmResetTotp: '确认重置 {{account}} 的两步验证？其会话将结束，下次登录时重新设置。',
  totpReset: '已重置 {{account}} 的两步验证',
  endSessions: '结束会话',
  confirmEndSessions: '确认结束 {{account}} 的所有会话？',
  sessionsEnded: '已结束 {{account}} 的会话',
  more: '更多',
};

export const staffTexts: AreaTexts = { en_US: en, zh_CN: zh };

/** The audit log's texts, under `audit` (the resource's name, as refine asks for `audit.audit`). */
const auditEn = {
  root: {
    documentTitle: {
      audit: { list: 'Audit log' },
    },
  },
  audit: 'Audit log',
  title: 'Audit log',
  subtitle: 'Every staff action, each row chained to the one before it.',
  time: 'Time',
  who: 'Staff',
  staffId: 'Staff ID',
  action: 'Action',
  target: 'Target',
  targetHelp: 'Exact, e.g. site:3 or member:12',
  ip: 'Address',
  period: 'Period',
  detail: 'Change',
  field: 'Field',
  before: 'Before',
  after: 'After',
  noDetail: 'No details recorded',
  verify: 'Verify chain',
  verifying: 'Checking every row…',
  intact: 'The chain holds: {{rows}} rows, last row {{seq}}.',
  broken: 'The chain is broken at row #{{id}} (place {{seq}}).',
  brokenCheckpoint: 'The chain no longer matches its signed checkpoint.',
  reasons: {
    content: 'The row no longer matches its hash: it was changed after it was written.',
    link: 'The row before it was changed or removed.',
  },
  /** What the latest signed checkpoint of the head, kept outside the database, showed. */
  checkpoint: {
    none: 'No signed checkpoint found (AUDIT_CHECKPOINT_FILE), so rows cut off the end cannot be seen. Last hash: {{hash}}',
    matched: 'Matches the signed checkpoint of place {{seq}} taken {{at}}.',
    truncated:
      'Rows were cut off the end: the signed checkpoint taken {{at}} recorded place {{seq}}, and the chain now ends before it.',
    rewritten:
      'The chain was rewritten: the row at place {{seq}} no longer has the hash the signed checkpoint taken {{at}} recorded.',
    refused:
      'The latest checkpoint was refused: it does not parse, or its signature does not match the key. It was not written by the server.',
  },
  seq: 'Place',
};

const auditZh: typeof auditEn = {
  root: {
    documentTitle: {
      audit: { list: '操作日志' },
    },
  },
  audit: '操作日志',
  title: '操作日志',
  subtitle: '员工的每一项操作，每行都与上一行链式关联。',
  time: '时间',
  who: '员工',
  staffId: '员工 ID',
  action: '操作',
  target: '对象',
  targetHelp: '精确匹配，如 site:3 或 member:12',
  ip: 'IP 地址',
  period: '时间段',
  detail: '变更内容',
  field: '字段',
  before: '修改前',
  after: '修改后',
  noDetail: '无详细记录',
  verify: '校验日志链',
  verifying: '正在逐行校验…',
  intact: '日志链完整：共 {{rows}} 行，最后一行序号 {{seq}}。',
  broken: '日志链在第 #{{id}} 行（序号 {{seq}}）断裂。',
  brokenCheckpoint: '日志链与其签名检查点不符。',
  reasons: {
    content: '该行与其哈希不符：写入后被修改过。',
    link: '其上一行被修改或删除。',
  },
  checkpoint: {
    none: '未找到签名检查点（AUDIT_CHECKPOINT_FILE），无法发现末尾被删除的记录。最后一行哈希：{{hash}}',
    matched: '与 {{at}} 的签名检查点（序号 {{seq}}）一致。',
    truncated: '末尾记录被删除：{{at}} 的签名检查点记录到序号 {{seq}}，现在的日志链在此之前就结束了。',
    rewritten: '日志链被改写：序号 {{seq}} 的行已不是 {{at}} 的签名检查点记录的哈希。',
    refused: '最新的检查点被拒绝：无法解析，或签名与密钥不符，并非服务器所写。',
  },
  seq: '序号',
};

export const auditTexts: AreaTexts = { en_US: auditEn, zh_CN: auditZh };
