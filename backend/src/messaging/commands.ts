import { streams } from '@annuaire/shared';
import { commandRunner } from '../domain/commandHandler';
import { conversationDecider } from './decider';

/** Runs a command on `conversation-{id}`; answers once the conversations read model has it. */
export const runConversationCommand = commandRunner({
  stream: streams.conversation,
  decider: conversationDecider,
  readModels: ['conversations'],
});
