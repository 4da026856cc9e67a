import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/test/render';
import { anAccount, mockAccountApi } from '../../testing';

const user = userEvent.setup({ delay: null, applyAccept: false });

/** An upload the test drives by hand: progress events, then the server's answer. */
class FakeUpload {
  static last: FakeUpload | null = null;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  url = '';
  sent: FormData | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  abort() {}
  send(body: FormData) {
    this.sent = body;
    FakeUpload.last = this;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

afterEach(() => {
  FakeUpload.last = null;
});

const photo = () => new File([new Uint8Array(1000)], 'me.png', { type: 'image/png' });

describe('picture upload', () => {
  it('shows the progress, then the picture as pending', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    mockAccountApi(anAccount());
    await renderAt('/en/edit');
    await user.upload(await screen.findByTestId('gallery-file'), photo());

    await waitFor(() => expect(FakeUpload.last).not.toBeNull());
    expect(FakeUpload.last!.url).toBe('/api/users/65a1f0c2e4b0a1b2c3d4e5f6/pictures/upload');
    expect((FakeUpload.last!.sent!.get('file') as File).name).toBe('me.png');
    FakeUpload.last!.progress(500, 1000);
    expect(await screen.findByText('Sending… 50%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');

    FakeUpload.last!.answer(201, { _id: 'p1', state: 'pending' });
    expect(await screen.findByText('Picture sent. It shows once our team approves it.')).toBeInTheDocument();
  });

  it('refuses a file that is not a picture before sending it', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    mockAccountApi(anAccount());
    await renderAt('/en/edit');
    await user.upload(
      await screen.findByTestId('gallery-file'),
      new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('Pictures are PNG, JPEG, WebP, AVIF or SVG files.')).toBeInTheDocument();
    expect(FakeUpload.last).toBeNull();
  });

  it('says when the limit is reached', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    mockAccountApi(anAccount());
    await renderAt('/en/edit');
    await user.upload(await screen.findByTestId('gallery-file'), photo());
    await waitFor(() => expect(FakeUpload.last).not.toBeNull());
    FakeUpload.last!.answer(409, { msg: 'limit', code: 'picture_limit' });
    expect(await screen.findByText('You reached your picture limit.')).toBeInTheDocument();
  });

  it('says when too many pictures were sent in a short time', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    mockAccountApi(anAccount());
    await renderAt('/edit');
    await user.upload(await screen.findByTestId('gallery-file'), photo());
    await waitFor(() => expect(FakeUpload.last).not.toBeNull());
    FakeUpload.last!.answer(429, { msg: 'At most 30 pictures in 15 minutes', code: 'rate_limited' });
    expect(
      await screen.findByText(
        'Vous avez envoyé beaucoup de photos en peu de temps. Attendez quelques minutes, puis réessayez.',
      ),
    ).toBeInTheDocument();
  });
});
