import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** No artificial delay between keystrokes: the forms do not debounce typing. */
const user = userEvent.setup({ delay: null });

/** Puts a whole value in a field at once, as a paste or an autofill would. */
async function fill(field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
import { beforeEach, describe, expect, it } from 'vitest';
import { writeConsent } from '@/features/consent';
import { mockApi, type MockAnswer } from '@/test/api-mock';
import { renderAt } from '@/test/render';

async function sendMessage(
  labels = { name: /Your name/, email: /Your email/, subject: /Subject/, message: /^Message/, send: 'Send' },
) {
  await fill(await screen.findByLabelText(labels.name), 'Alex');
  await fill(screen.getByLabelText(labels.email), 'alex@example.com');
  await fill(screen.getByLabelText(labels.subject), 'Privacy');
  await fill(screen.getByLabelText(labels.message), 'Please send me a copy of my data.');
  await user.click(screen.getByRole('button', { name: labels.send }));
}

const FRENCH = { name: /Votre nom/, email: /Votre courriel/, subject: /Objet/, message: /^Message/, send: 'Envoyer' };

/** A 400 as the API answers it (backend/src/api/validate.ts): zod's English message, code and parameters. */
const refused = (issue: { path: string; message: string; code: string; params?: object }): MockAnswer => ({
  status: 400,
  body: { msg: `Invalid ${issue.path}`, code: 'invalid_request', issues: [issue] },
});

describe('contact page', () => {
  beforeEach(() => writeConsent(false));

  it.each([201, 204])('thanks the visitor on %s and clears the form', async (status) => {
    const answer: MockAnswer = { status, body: status === 201 ? { _id: 'm1' } : undefined };
    const calls = mockApi({ 'POST /api/contact': answer });
    await renderAt('/en/contact-us');
    await sendMessage();
    expect(await screen.findByText('Thank you, your message was sent. We will answer by email.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Your name/)).toHaveValue('');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Alex',
      email: 'alex@example.com',
      subject: 'Privacy',
      message: 'Please send me a copy of my data.',
    });
  });

  it('shows the default error toast on any other answer and keeps the text', async () => {
    mockApi({ 'POST /api/contact': { status: 500, body: { msg: 'boom', code: 'internal' } } });
    await renderAt('/en/contact-us');
    await sendMessage();
    expect(await screen.findByText('Something went wrong. Please try again in a moment.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Your name/)).toHaveValue('Alex');
  });

  it('shows the server’s message on 429', async () => {
    mockApi({
      'POST /api/contact': {
        status: 429,
        body: { msg: 'Too many messages, try again in an hour.', code: 'rate_limited' },
      },
    });
    await renderAt('/en/contact-us');
    await sendMessage();
    await waitFor(() => expect(screen.getByText('Too many messages, try again in an hour.')).toBeInTheDocument());
  });

  it('words the server’s refusal in French from its code and parameters, not in the server’s English', async () => {
    mockApi({
      'POST /api/contact': refused({
        path: 'body.message',
        message: 'Too small: expected string to have >=40 characters',
        code: 'too_small',
        params: { origin: 'string', minimum: 40, inclusive: true },
      }),
    });
    await renderAt('/contact-us');
    await sendMessage(FRENCH);
    expect(await screen.findByText('Utilisez au moins 40 caractères.')).toBeInTheDocument();
    expect(screen.queryByText(/Too small/)).not.toBeInTheDocument();
  });

  it('says a rule the site has no words for as “not valid” in French, never in English', async () => {
    mockApi({
      'POST /api/contact': refused({ path: 'body.subject', message: 'this subject is not accepted', code: 'custom' }),
    });
    await renderAt('/contact-us');
    await sendMessage(FRENCH);
    expect(await screen.findByText('Cette valeur n’est pas valide.')).toBeInTheDocument();
    expect(screen.queryByText('this subject is not accepted')).not.toBeInTheDocument();
  });
});
