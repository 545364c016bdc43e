import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../src/i18n';
import { readDraft } from '../../../src/core/formDrafts';
import { server } from '../../msw/server';
import { fileNamesOf, withNodeMultipart } from '../../support/multipart';
import { renderWithProviders } from '../../support/render';
import { leavePage } from '../../support/appUnderTest';
import { SellerDialogHarness } from './dialogHarness';
import { scaled } from '../../support/waitScale';

const OWNER_ID = '77777777-7777-4777-8777-777777777777';

type User = ReturnType<typeof renderWithProviders>['user'];

/**
 * The stand-in's answers: `exists` answers in turn (the last one again), every car sent is recorded;
 * `landed` are the registration numbers the one-time seller already has (`GET /cars?ownerId=`), the
 * cars that arrived although their answer was lost.
 */
function serve({ exists = [false], landed = [] }: { exists?: boolean[]; landed?: string[] } = {}) {
  const recorded = { existsQueries: 0, ownerQueries: 0, owners: 0, cars: [] as string[][] };
  server.use(
    http.get('/api/v1/cars/exists', () => {
      const answer = exists[Math.min(recorded.existsQueries, exists.length - 1)];
      recorded.existsQueries += 1;
      return HttpResponse.json(answer);
    }),
    http.post('/api/v1/users/register-one-time-seller', () => {
      recorded.owners += 1;
      return HttpResponse.json({ userId: OWNER_ID, name: 'Siri' });
    }),
    http.get('/api/v1/cars', ({ request }) => {
      recorded.ownerQueries += 1;
      const mine = new URL(request.url).searchParams.get('ownerId') === OWNER_ID;
      const items = mine ? landed.map((registrationNumber) => ({ registrationNumber })) : [];
      return HttpResponse.json({ items, totalPages: 1, totalElements: items.length, currentPage: 0 });
    }),
    http.post('/api/v1/cars/add-simplified', async ({ request }) => {
      recorded.cars.push(fileNamesOf(await request.formData(), 'images'));
      return new HttpResponse(null, { status: 200 });
    }),
  );
  return recorded;
}

async function openDialog(user: User) {
  await user.click(screen.getByRole('button', { name: 'open seller' }));
  return screen.findByRole('dialog', { name: /^(Sell your car|Selg bilen din)$/ });
}

async function fill(user: User, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText(/^Name/), 'Siri Selger');
  await user.type(within(dialog).getByLabelText(/^Phone number/), '+47 912 34 567');
  await user.type(within(dialog).getByLabelText(/^Registration number/), 'AB12345');
  await user.type(within(dialog).getByLabelText(/^Kilometers/), '123456');
  await user.upload(within(dialog).getByLabelText(/^Photos/), [
    new File(['a'], 'front.jpg', { type: 'image/jpeg' }),
  ]);
  await within(dialog).findByRole('img', { name: 'Chosen photo front.jpg' });
}

/** Nothing kept: the dialog opened next has nothing to restore (its own read comes after this). */
const draftGone = () =>
  vi.waitFor(async () => expect(await readDraft('quick-submission', null)).toBeNull(), {
    timeout: scaled(1_000),
  });

/** The page goes and comes back (a reload): the dialog is mounted anew and reads its draft. */
async function reload(page: Parameters<typeof leavePage>[0]) {
  await leavePage(page);
  const again = renderWithProviders(<SellerDialogHarness />, { userOptions: { delay: null } });
  return { ...again, dialog: await openDialog(again.user) };
}

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

withNodeMultipart();

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:thumb');
  URL.revokeObjectURL = vi.fn();
});

// Online again for the tests after these (TanStack Query's online manager follows the events too).
afterEach(() => {
  vi.restoreAllMocks();
  window.dispatchEvent(new Event('online'));
});

describe('the quick submission keeps a draft and a failed send', { timeout: scaled(20000) }, () => {
  it('is filled again after a reload, photo included, says so, and forgets the draft on the user’s word', async () => {
    serve();
    const page = renderWithProviders(<SellerDialogHarness />, { userOptions: { delay: null } });
    const { user } = page;
    const first = await openDialog(user);
    expect(within(first).queryByText(/A draft was restored/)).not.toBeInTheDocument();
    await fill(user, first);

    const reloaded = await reload(page);
    const { dialog, user: again } = reloaded;
    expect(
      await within(dialog).findByText(
        'A draft was restored: what you filled in and chose last time is back in the form.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Siri Selger');
    expect(within(dialog).getByLabelText(/^Registration number/)).toHaveValue('AB12345');
    expect(within(dialog).getByLabelText(/^Kilometers/)).toHaveValue('123456');
    expect(within(dialog).getByRole('img', { name: 'Chosen photo front.jpg' })).toBeInTheDocument();

    await again.click(within(dialog).getByRole('button', { name: 'Discard draft' }));
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('');
    expect(within(dialog).queryByRole('img', { name: 'Chosen photo front.jpg' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/A draft was restored/)).not.toBeInTheDocument();
    await draftGone();

    const { dialog: third } = await reload(reloaded);
    // Opened, read and found nothing: the form is as it starts, with no notice.
    await within(third).findByRole('button', { name: 'Send application' });
    expect(within(third).getByLabelText(/^Name/)).toHaveValue('');
    expect(within(third).queryByText(/A draft was restored/)).not.toBeInTheDocument();
  });

  it('says in Norwegian that a draft was restored, and offers to discard it', async () => {
    serve();
    const page = renderWithProviders(<SellerDialogHarness />, { userOptions: { delay: null } });
    const { user } = page;
    await fill(user, await openDialog(user));
    await i18n.changeLanguage('no');
    const { dialog } = await reload(page);
    expect(
      await within(dialog).findByText(
        'Et utkast ble hentet fram: det du fylte inn og valgte sist, står i skjemaet igjen.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Forkast utkastet' })).toBeInTheDocument();
  });

  it('keeps no draft once the application was sent', async () => {
    const recorded = serve();
    const page = renderWithProviders(<SellerDialogHarness />, { userOptions: { delay: null } });
    const { user } = page;
    const dialog = await openDialog(user);
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    await within(dialog).findByText('Application was sent!');
    expect(recorded.cars).toEqual([['front.jpg']]);
    await draftGone();

    const { dialog: again } = await reload(page);
    await within(again).findByRole('button', { name: 'Send application' });
    expect(within(again).getByLabelText(/^Name/)).toHaveValue('');
    expect(within(again).queryByText(/A draft was restored/)).not.toBeInTheDocument();
  });

  it('offline: says so at once, keeps everything, and when back online sends by itself, once, and not at all if the first send had arrived', async () => {
    // The first send goes out as the line drops: no answer, but it did arrive.
    const recorded = serve({ exists: [false, true], landed: ['AB12345'] });
    server.use(http.post('/api/v1/cars/add-simplified', () => HttpResponse.error(), { once: true }));
    const { user } = renderWithProviders(<SellerDialogHarness />, { userOptions: { delay: null } });
    const dialog = await openDialog(user);
    await fill(user, dialog);
    goOffline(true);
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));

    expect(
      await within(dialog).findByText('You are offline. Please try again when you are back online.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Everything you filled in and chose is kept.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Siri Selger');
    expect(within(dialog).getByRole('img', { name: 'Chosen photo front.jpg' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send application' })).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'Send when I am back online' }));
    expect(within(dialog).getByText('It will be sent as soon as you are back online.')).toBeInTheDocument();
    expect(recorded.existsQueries).toBe(1);

    goOffline(false);
    expect(await within(dialog).findByText('Application was sent!')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/^It had arrived with your first send, so it was not sent again\./),
    ).toBeInTheDocument();
    // Asked once before the first send; before the second, the seller's own cars said it arrived.
    expect(recorded.existsQueries).toBe(1);
    expect(recorded.ownerQueries).toBe(1);
    expect(recorded.owners).toBe(1);
    expect(recorded.cars).toEqual([]);
  });

  it('a server that did not answer: "Send again" asks first, and sends the car once when it had not arrived', async () => {
    const recorded = serve({ exists: [false] });
    server.use(http.post('/api/v1/cars/add-simplified', () => HttpResponse.error(), { once: true }));
    const { user } = renderWithProviders(<SellerDialogHarness />, { userOptions: { delay: null } });
    const dialog = await openDialog(user);
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));

    expect(
      await within(dialog).findByText('The server is not responding. Please try again later.'),
    ).toBeInTheDocument();
    // Online: nothing to wait for.
    expect(
      within(dialog).queryByRole('button', { name: 'Send when I am back online' }),
    ).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
    expect(await within(dialog).findByText('Application was sent!')).toBeInTheDocument();
    expect(within(dialog).queryByText(/It had arrived with your first send/)).not.toBeInTheDocument();
    expect(recorded.cars).toEqual([['front.jpg']]);
    // Before the first send, and the second send's own check; between them: did the first arrive?
    expect(recorded.existsQueries).toBe(2);
    expect(recorded.ownerQueries).toBe(1);
    // The one-time seller made for the first try is the second's too.
    expect(recorded.owners).toBe(1);
  });

  it('says it is offline, and offers to wait, in Norwegian', async () => {
    serve();
    server.use(http.post('/api/v1/cars/add-simplified', () => HttpResponse.error(), { once: true }));
    await i18n.changeLanguage('no');
    const { user } = renderWithProviders(<SellerDialogHarness />, { userOptions: { delay: null } });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/^Navn/), 'Siri Selger');
    await user.type(within(dialog).getByLabelText(/^Telefonnummer/), '+47 912 34 567');
    await user.type(within(dialog).getByLabelText(/^Registreringsnummer/), 'AB12345');
    await user.type(within(dialog).getByLabelText(/^Kilometer/), '123456');
    goOffline(true);
    await user.click(within(dialog).getByRole('button', { name: 'Send søknad' }));
    expect(
      await within(dialog).findByText('Du er frakoblet. Prøv igjen når du er på nett igjen.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Alt du fylte inn og valgte, er tatt vare på.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send på nytt' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send når jeg er på nett igjen' })).toBeInTheDocument();
  });
});
