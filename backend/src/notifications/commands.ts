import { streams } from '@annuaire/shared';
import { commandRunner } from '../domain/commandHandler';
import { notificationsDecider } from './decider';

/** Runs a command on `notifications-{userId}`; answers once the notifications read model has it. */
export const runNotificationCommand = commandRunner({
  stream: streams.notifications,
  decider: notificationsDecider,
  readModels: ['notifications'],
});
