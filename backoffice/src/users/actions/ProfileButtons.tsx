import { useState } from 'react';
import { TextField } from '@mui/material';
import Lock from '@mui/icons-material/Lock';
import LockOpen from '@mui/icons-material/LockOpen';
import Star from '@mui/icons-material/StarBorder';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import TrendingUp from '@mui/icons-material/TrendingUp';
import { useRecordContext, useTranslate } from 'react-admin';
import { StaffActionButton } from '../../common/StaffActionButton';
import { fromLocalInput, toLocalInput } from '../show/asOfTime';
import type { StaffUser } from '@annuaire/shared';
import { userPath } from './userPath';

/** VIP until a date, or none (`{until: ISO|null}`). */
export function SetVipButton() {
  const translate = useTranslate();
  const record = useRecordContext<StaffUser>();
  const [until, setUntil] = useState('');
  if (!record) return null;
  const iso = until ? fromLocalInput(until) : null;
  return (
    <StaffActionButton
      action="setVip"
      label="annuaire.users.actions.setVip"
      icon={<Star />}
      onOpen={() => setUntil(record.vip ? toLocalInput(record.vip) : '')}
      valid={until === '' || iso !== null}
      request={(reason) => ({ path: userPath(record.id, 'vip'), body: { until: iso, reason } })}
      success="annuaire.users.done.vip"
      successArgs={{ name: record.username }}
    >
      <TextField
        type="datetime-local"
        label={translate('annuaire.users.actions.vipUntil')}
        value={until}
        onChange={(event) => setUntil(event.target.value)}
        helperText={translate('annuaire.users.actions.vipNone')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
      />
    </StaffActionButton>
  );
}

/** The staff rank that puts a profile first in listings, or none. */
export function SetRankButton() {
  const translate = useTranslate();
  const record = useRecordContext<StaffUser>();
  const [rank, setRank] = useState('');
  if (!record) return null;
  const value = rank.trim() === '' ? null : Number(rank);
  const valid = value === null || (Number.isInteger(value) && value >= 1 && value <= 100_000);
  return (
    <StaffActionButton
      action="setRank"
      label="annuaire.users.actions.setRank"
      icon={<TrendingUp />}
      onOpen={() => setRank(record.rankOverride === null ? '' : String(record.rankOverride))}
      valid={valid}
      request={(reason) => ({ path: userPath(record.id, 'rank'), body: { rank: value, reason } })}
      success="annuaire.users.done.rank"
      successArgs={{ name: record.username }}
    >
      <TextField
        type="number"
        label={translate('annuaire.users.actions.rank')}
        value={rank}
        onChange={(event) => setRank(event.target.value)}
        slotProps={{ htmlInput: { min: 1, step: 1 } }}
      />
    </StaffActionButton>
  );
}

/** Client ↔ escort (docs/product.md §4); other roles do not switch. */
export function SwitchRoleButton() {
  const translate = useTranslate();
  const record = useRecordContext<StaffUser>();
  if (!record || (record.role !== 'client' && record.role !== 'escort')) return null;
  const target = record.role === 'client' ? 'escort' : 'client';
  return (
    <StaffActionButton
      action="switchRole"
      label="annuaire.users.actions.switchRole"
      icon={<SwapHoriz />}
      content="annuaire.users.actions.switchRoleContent"
      contentArgs={{ name: record.username, role: translate(`annuaire.users.roles.${target}`) }}
      request={(reason) => ({ path: userPath(record.id, 'role'), body: { reason } })}
      success="annuaire.users.done.role"
      successArgs={{ name: record.username }}
    />
  );
}

/** Lock to virtual only, or give the choice back (docs/product.md §4 virtualLocked). */
export function VirtualLockButton() {
  const record = useRecordContext<StaffUser>();
  if (!record) return null;
  const locked = record.virtualLocked;
  return (
    <StaffActionButton
      action="lockVirtual"
      label={locked ? 'annuaire.users.actions.unlockVirtual' : 'annuaire.users.actions.lockVirtual'}
      icon={locked ? <LockOpen /> : <Lock />}
      content={locked ? 'annuaire.users.actions.unlockVirtualContent' : 'annuaire.users.actions.lockVirtualContent'}
      request={(reason) => ({ path: userPath(record.id, 'virtual-lock'), body: { locked: !locked, reason } })}
      success={locked ? 'annuaire.users.done.virtualUnlocked' : 'annuaire.users.done.virtualLocked'}
      successArgs={{ name: record.username }}
    />
  );
}
