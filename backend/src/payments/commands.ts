import { streams } from '@annuaire/shared';
import { commandRunner } from '../domain/commandHandler';
import { paymentIntentDecider } from './decider';

/**
 * Runs a payment intent command on `paymentIntent-{id}`, appending only at the revision read (retrying on a
 * race), so a webhook and a poll deciding at once produce one ending; answers once the intents read model
 * shows it.
 */
export const runPaymentIntentCommand = commandRunner({
  stream: streams.paymentIntent,
  decider: paymentIntentDecider,
  readModels: ['payment_intents'],
});
