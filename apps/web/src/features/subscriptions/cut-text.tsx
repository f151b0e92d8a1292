import { Tooltip } from '@mui/material';
import { SUBSCRIPTION_CUT } from '@console/contract';

/** The first 30 characters and an ellipsis (001 section 9), the whole text as its tooltip. */
export function CutText({ text }: { text: string }) {
  if (text.length <= SUBSCRIPTION_CUT) return <>{text}</>;
  return (
    <Tooltip title={<span style={{ wordBreak: 'break-all' }}>{text}</span>}>
      <span tabIndex={0}>{`${text.slice(0, SUBSCRIPTION_CUT)}…`}</span>
    </Tooltip>
  );
}
