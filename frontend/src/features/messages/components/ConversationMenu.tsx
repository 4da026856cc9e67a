import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import BlockRounded from '@mui/icons-material/BlockRounded';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import LockOpenRounded from '@mui/icons-material/LockOpenRounded';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyReportDialog } from '@/features/reports';
import { useConversationAction, type ConversationAction } from '../api/conversation-actions';
import { blockStateOf, type Conversation } from '../api/schemas';
import { BlockDialog } from './BlockDialog';

/**
 * Archive, block, unblock and report for one conversation (docs/product.md §4): archiving hides it until the next
 * message; only the member who blocked can unblock, so the other side sees neither action. Reporting opens the
 * report form about the other member, from this conversation (docs/product.md §7).
 */
export function ConversationMenu({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation('messages');
  const { t: tc } = useTranslation();
  const [reporting, setReporting] = useState(false);
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirmBlock, setConfirmBlock] = useState(false);
  const action = useConversationAction();
  const username = conversation.recipient.username || t('list.deletedMember');
  const blockState = blockStateOf(conversation);
  const canArchive = !conversation.archived;
  // A deleted member's conversation has nobody left to report.
  const canReport = Boolean(conversation.recipient._id && conversation.recipient.username);
  // Nothing to offer: an archived conversation the other member blocked, with nobody to report.
  if (!canArchive && blockState === 'byThem' && !canReport) return null;

  const run = (chosen: ConversationAction) => {
    setAnchor(null);
    action.mutate({ conversationId: conversation._id, action: chosen });
  };
  const open = (event: MouseEvent<HTMLElement>) => {
    // The button sits on a row that is itself a link.
    event.preventDefault();
    event.stopPropagation();
    setAnchor(event.currentTarget);
  };

  return (
    <>
      <IconButton
        aria-label={t('actions.menu', { username })}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={open}
        disabled={action.isPending}
      >
        <MoreVertRounded />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {canArchive && (
          <MenuItem onClick={() => run('archive')}>
            <ListItemIcon>
              <ArchiveOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('actions.archive')}</ListItemText>
          </MenuItem>
        )}
        {blockState === 'byMe' && (
          <MenuItem onClick={() => run('unblock')}>
            <ListItemIcon>
              <LockOpenRounded fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('actions.unblock')}</ListItemText>
          </MenuItem>
        )}
        {blockState === 'none' && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              setConfirmBlock(true);
            }}
            sx={{ color: 'error.main' }}
          >
            <ListItemIcon sx={{ color: 'inherit' }}>
              <BlockRounded fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('actions.block')}</ListItemText>
          </MenuItem>
        )}
        {canReport && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              setReporting(true);
            }}
          >
            <ListItemIcon>
              <FlagOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>{tc('report.menu')}</ListItemText>
          </MenuItem>
        )}
      </Menu>
      <LazyReportDialog
        target={reporting ? { userId: conversation.recipient._id, username, conversationId: conversation._id } : null}
        onClose={() => setReporting(false)}
      />
      <BlockDialog
        username={username}
        open={confirmBlock}
        onCancel={() => setConfirmBlock(false)}
        onConfirm={() => {
          setConfirmBlock(false);
          action.mutate({ conversationId: conversation._id, action: 'block' });
        }}
      />
    </>
  );
}
