// @vitest-environment jsdom
import '../../../test/setup-dom.ts';
import { UPLOAD_MAX_BYTES } from '@cri/shared/limits';
import type { TProvidedDocument } from '@cri/shared/schemas/documents';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { DocumentTile, TOOLTIP_DELAY_MS } from './document-tile.tsx';

const base: TProvidedDocument = {
  id: null,
  documentTypeId: 4,
  procedureId: 3,
  code: 'PROJECT_MEMO',
  nameFr: 'Note de présentation du projet',
  nameAr: 'مذكرة تقديم المشروع',
  descriptionFr: 'Présente le projet, ses objectifs et son calendrier.',
  descriptionAr: 'تقدم المشروع.',
  required: true,
  templateTitleFr: 'Modèle de note',
  templateTitleAr: 'نموذج المذكرة',
  templateFile: '/backend/api/document-types/4/template',
  acceptedMimeTypes: ['application/pdf', 'image/jpeg', 'image/png'],
  uploadedFile: null,
  advisorValidation: null,
  advisorFeedback: null,
  canUpload: true,
  canModify: false,
  modifiableUntil: null,
};

const uploaded: TProvidedDocument = {
  ...base,
  id: 12,
  required: false,
  uploadedFile: {
    originalName: 'note.pdf',
    mimeType: 'application/pdf',
    size: 2 * 1024 * 1024,
    uploadedAt: '2026-11-23T09:00:00.000Z',
    downloadPath: '/backend/api/provided-document/12/file?token=abc',
    thumbnailDownloadPath: null,
  },
  canModify: true,
  modifiableUntil: '2026-11-23T10:00:00.000Z',
};

const renderTile = (document: TProvidedDocument) =>
  renderWithProviders(
    <MemoryRouter>
      <ul>
        <DocumentTile projectId={7} document={document} />
      </ul>
    </MemoryRouter>,
  );

/** An XMLHttpRequest that answers every upload with `status` and `body`, reporting progress first. */
function fakeXhr(status: number, body: unknown) {
  const sent: FormData[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    send(form: FormData) {
      sent.push(form);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('DocumentTile', () => {
  it('shows the name, the required badge, the template and an upload control accepting the type', async () => {
    const { container } = await renderTile(base);
    expect(screen.getByRole('heading', { name: 'Note de présentation du projet' })).toBeTruthy();
    expect(screen.getByText('Obligatoire')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Télécharger le modèle : Modèle de note/ }).getAttribute('href')).toBe(
      '/backend/api/document-types/4/template',
    );
    expect(container.querySelector('input[type="file"]')?.getAttribute('accept')).toBe('application/pdf,image/jpeg,image/png');
    expect(screen.queryByRole('button', { name: /Supprimer/ })).toBeNull();
  });

  it('shows the description only after 1000 ms', async () => {
    await renderTile(base);
    vi.useFakeTimers();
    fireEvent.mouseEnter(screen.getByRole('button', { name: /À propos du document/ }));
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 100));
    expect(screen.queryByText(base.descriptionFr)).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByText(base.descriptionFr)).toBeTruthy();
  });

  it('links the uploaded file and offers replace and delete while modifiable', async () => {
    await renderTile(uploaded);
    expect(screen.getByRole('link', { name: /note\.pdf/ }).getAttribute('href')).toBe(uploaded.uploadedFile?.downloadPath);
    expect(screen.getByText('Facultatif')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Remplacer/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Supprimer/ })).toBeTruthy();
  });

  it('shows the thumbnail of an uploaded picture, lazily, named by the file', async () => {
    const thumbnailDownloadPath = '/backend/api/provided-document/12/thumbnail?token=abc';
    await renderTile({
      ...uploaded,
      uploadedFile: {
        ...(uploaded.uploadedFile as NonNullable<TProvidedDocument['uploadedFile']>),
        originalName: 'plan.png',
        mimeType: 'image/png',
        thumbnailDownloadPath,
      },
    });
    const image = screen.getByRole('img', { name: 'plan.png' });
    expect(image.getAttribute('src')).toBe(thumbnailDownloadPath);
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(screen.getByRole('link', { name: /plan\.png/ }).getAttribute('href')).toBe(uploaded.uploadedFile?.downloadPath);
    expect(screen.queryByTestId('pdf-icon')).toBeNull();
    expect(screen.queryByTestId('file-icon')).toBeNull();
  });

  it('shows an icon instead of a thumbnail for a PDF', async () => {
    await renderTile(uploaded);
    expect(screen.queryByRole('img', { name: 'note.pdf' })).toBeNull();
    expect(screen.getByTestId('pdf-icon')).toBeTruthy();
  });

  it('refuses a file past 70 MB at once, with the size message, without sending it', async () => {
    const sent = fakeXhr(201, {});
    const { container } = await renderTile(base);
    const file = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(file, 'size', { value: UPLOAD_MAX_BYTES + 1 });
    fireEvent.change(container.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [file] } });
    expect((await screen.findByRole('alert')).textContent).toMatch(/70 Mo/);
    expect(sent).toHaveLength(0);
  });

  it('shows the infected message from the server next to the tile, and sends the fields before the file', async () => {
    const sent = fakeXhr(422, {
      status: 422,
      errorCode: 'FILE_INFECTED',
      message: 'Document infecté',
      messageKey: 'providedDocument.infected',
    });
    const { container } = await renderTile(base);
    const file = new File(['X5O!P%@AP'], 'virus.pdf', { type: 'application/pdf' });
    fireEvent.change(container.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [file] } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/désinfecter/));
    expect([...(sent[0]?.keys() ?? [])]).toEqual(['projectId', 'documentTypeId', 'file']);
    expect(sent[0]?.get('projectId')).toBe('7');
  });

  it('shows a rejected document as such, with the comment, the day to replace it by, and overdue once past', async () => {
    const rejected: TProvidedDocument = {
      ...uploaded,
      canModify: false,
      advisorValidation: false,
      advisorFeedback: 'Copie illisible',
      rejectionDeadline: '2020-01-06',
    };
    await renderTile(rejected);
    expect(screen.getAllByText('Document non valide').length).toBeGreaterThan(0);
    expect(screen.queryByText('Déposé')).toBeNull();
    expect(screen.getByText('Commentaire du conseiller : Copie illisible')).toBeTruthy();
    expect(screen.getByText('À remplacer au plus tard le 06/01/2020')).toBeTruthy();
    expect(screen.getByText('Délai dépassé')).toBeTruthy();
    cleanup();
    await renderTile({ ...rejected, rejectionDeadline: '2999-01-06' });
    expect(screen.getByText('À remplacer au plus tard le 06/01/2999')).toBeTruthy();
    expect(screen.queryByText('Délai dépassé')).toBeNull();
  });
});
