import { useState, type KeyboardEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  DialogActions,
  DialogContent,
  FormControlLabel,
  FormHelperText,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { generatePassword, isStrongPassword, USER_TYPES, type CallOutput } from '@console/contract';
import { CopyButton } from '../../../components/copy-button';
import { NewPasswordField } from '../../../components/new-password-field';
import { FormDialog, FormDialogBody } from '../../../components/crud/form-dialog';
import { ApiError } from '../../../lib/api-client';
import { useLabels } from '../../../lib/labels';
import { useMessages } from '../../../lib/messages';
import { useCallMutation, useScopedQuery } from '../../../lib/query';
import { useConsoleState } from '../../../lib/session-store';
import { QuotaMessage } from '../quota-message';
import { addChips, CHIP_SEPARATORS } from './email-chips';
import { planRows, readSpreadsheet, type SheetPlan } from './spreadsheet';
import { thrownMessage } from '../../../lib/error-text';

type Created = CallOutput<'users.create'>['created'];

/** 002 section 2.11 and 5: Add User with e-mails as chips, user type and an optional password. */
export function AddUsersDialog({ orgId, onClose }: { orgId: number; onClose: () => void }) {
  const t = useLabels('ORG_USERS');
  const m = useMessages('ORG_USERS');
  const { session } = useConsoleState();
  const onprem = Boolean(session?.onprem);
  const limit = useScopedQuery('users.limit', { orgId }, { staleTime: 0 });
  const inUse = useScopedQuery('organisations.emailsInUse', {}, { staleTime: 0 });
  const create = useCallMutation('users.create', { invalidates: ['organisations'] });
  const [chips, setChips] = useState<string[]>([]);
  const [text, setText] = useState('');
  const [chipError, setChipError] = useState<string | null>(null);
  const [userType, setUserType] = useState<string>('user');
  // On-premises a password is always required (002 section 6).
  const [setPassword, setSetPassword] = useState(onprem);
  const [password, setPasswordText] = useState('');
  const [banner, setBanner] = useState<string | null>(null);
  const [quota, setQuota] = useState<string | null>(null);
  const [created, setCreated] = useState<Created | null>(null);
  const [sheet, setSheet] = useState<SheetPlan | null>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    try {
      const plan = planRows(await readSpreadsheet(file), inUse.data?.userEmails ?? [], chips);
      setChips((current) => [...current, ...plan.accepted]);
      setSheet(plan);
      setBanner(null);
    } catch {
      setBanner(t('READ_FAILED'));
    }
  };

  const commit = (value = text) => {
    const next = addChips(chips, value, inUse.data?.userEmails ?? []);
    setChips(next.chips);
    setText(next.text);
    setChipError(next.error);
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (CHIP_SEPARATORS.includes(e.key)) {
      e.preventDefault();
      commit();
    } else if (e.key === 'Backspace' && !text && chips.length) setChips(chips.slice(0, -1));
  };
  const passwordBad = setPassword && !isStrongPassword(password);
  // Nothing is created while spreadsheet rows are refused, until they are dropped.
  const refusedRows = sheet?.refused.length ?? 0;
  const canCreate =
    chips.length > 0 && !passwordBad && refusedRows === 0 && USER_TYPES.includes(userType as never);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!canCreate) return;
    setBanner(null);
    try {
      const out = await create.mutateAsync({
        orgId,
        emails: chips,
        userType: userType as (typeof USER_TYPES)[number],
        ...(setPassword ? { password } : {}),
      });
      setCreated(out.created);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'QUOTA_REACHED') setQuota(error.message);
      else setBanner(thrownMessage(error));
    }
  };
  const reached = quota ?? (limit.data?.reached ? limit.data.message : null);

  if (created)
    return (
      <FormDialog title={m('CREATED')} onClose={onClose}>
        <DialogContent dividers>
          <Alert severity="info" sx={{ mb: 1 }}>
            {t('KEYS_ONCE')}
          </Alert>
          <List dense>
            {created.map((u) => (
              <ListItem
                key={u.id}
                secondaryAction={
                  <CopyButton
                    text={u.apiKey}
                    label={`${t('COPY')} ${u.userName}`}
                    copiedLabel={t('COPIED')}
                  />
                }
              >
                <ListItemText
                  primary={u.userName}
                  secondary={u.apiKey}
                  slotProps={{ secondary: { sx: { fontFamily: 'monospace', overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onClose}>
            {t('DONE')}
          </Button>
        </DialogActions>
      </FormDialog>
    );
  return (
    <FormDialog title={t('DIALOG_TITLE')} onClose={onClose}>
      {reached ? (
        <QuotaMessage message={reached} onClose={onClose} modifiable={limit.data?.scope !== 'organisation'} />
      ) : (
        <FormDialogBody
          onSubmit={(e) => void submit(e)}
          onCancel={onClose}
          busy={create.isPending}
          submitDisabled={!canCreate}
          banner={banner}
          cancelLabel={t('CANCEL')}
          submitLabel={t('CREATE')}
        >
          <Box>
            {chips.length > 0 && (
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }}>
                {chips.map((c) => (
                  <Chip
                    key={c}
                    label={c}
                    onDelete={() => setChips(chips.filter((x) => x !== c))}
                    onDoubleClick={() => {
                      setChips(chips.filter((x) => x !== c));
                      setText(c);
                    }}
                  />
                ))}
              </Stack>
            )}
            <TextField
              label={t('EMAILS')}
              fullWidth
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setChipError(null);
              }}
              onKeyDown={onKey}
              onBlur={() => text.trim() && commit()}
              onPaste={(e) => {
                const pasted = e.clipboardData.getData('text');
                if (/[\s,;]/.test(pasted)) {
                  e.preventDefault();
                  commit(`${text} ${pasted}`);
                }
              }}
              error={Boolean(chipError)}
              helperText={chipError ?? t('EMAILS_HINT')}
            />
          </Box>
          <Box>
            {/* Rows are checked against the users already there: upload once they are known. */}
            <Button component="label" variant="outlined" disabled={!inUse.data}>
              {t('UPLOAD')}
              <input
                hidden
                disabled={!inUse.data}
                type="file"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                onChange={(e) => {
                  void upload(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
            </Button>
            <FormHelperText>{t('UPLOAD_HINT')}</FormHelperText>
            {sheet && sheet.accepted.length > 0 && (
              <Alert severity="info" sx={{ mt: 1 }}>
                {t('ACCEPTED_ROWS', { n: sheet.accepted.length })}
              </Alert>
            )}
            {sheet && refusedRows > 0 && (
              <Alert severity="warning" sx={{ mt: 1, '& .MuiAlert-message': { width: '100%' } }}>
                {t('REFUSED_ROWS')}
                <Box
                  component="table"
                  sx={{ mt: 1, borderCollapse: 'collapse', '& th, & td': { textAlign: 'left', pr: 2 } }}
                >
                  <thead>
                    <tr>
                      <th>{t('ROW')}</th>
                      <th>{t('VALUE')}</th>
                      <th>{t('REASON')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {sheet.refused.map((r) => (
                      <tr key={r.row}>
                        <td>{r.row}</td>
                        <td style={{ overflowWrap: 'anywhere' }}>{r.value}</td>
                        <td>{r.reason}</td>
                      </tr>
                    ))}
                  </tbody>
                </Box>
                <Button
                  color="inherit"
                  size="small"
                  variant="outlined"
                  sx={{ mt: 1 }}
                  onClick={() => setSheet({ ...sheet, refused: [] })}
                >
                  {t('DROP_REFUSED')}
                </Button>
              </Alert>
            )}
          </Box>
          <TextField
            select
            label={t('USER_TYPE')}
            required
            value={userType}
            onChange={(e) => setUserType(e.target.value)}
          >
            <MenuItem value="user">{t('TYPE_USER')}</MenuItem>
            <MenuItem value="agent">{t('TYPE_AGENT')}</MenuItem>
          </TextField>
          {!onprem && (
            <FormControlLabel
              control={<Checkbox checked={setPassword} onChange={(e) => setSetPassword(e.target.checked)} />}
              label={t('SET_PASSWORD')}
            />
          )}
          {setPassword && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <NewPasswordField
                label={t('PASSWORD')}
                required
                fullWidth
                value={password}
                onChange={setPasswordText}
              />
              <Button sx={{ mt: 1 }} onClick={() => setPasswordText(generatePassword())}>
                {t('GENERATE')}
              </Button>
            </Stack>
          )}
        </FormDialogBody>
      )}
    </FormDialog>
  );
}
