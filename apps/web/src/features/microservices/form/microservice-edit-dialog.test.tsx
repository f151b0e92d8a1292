import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MicroserviceFormDialog } from './microservice-form-dialog';
import { ALL_SECTION_TITLES, storedMicroservice, syncV1 } from './test-microservice';
import { callKey } from '../../../lib/call-key';
import {
  apiError,
  clickSave,
  mockApi,
  OWNER_ID,
  renderWithProviders,
  renderWithUser,
  signInOwnerAdmin,
} from '../../../test-utils';

const stored = storedMicroservice({
  id: 12,
  name: 'Sales Data',
  code: 'SALES1',
  classCode: 'CLASS_DATA',
  urlCode: 'sales',
  producer: 'PLATFORM',
  description1: 'Sales figures',
  description2: '**Long**',
  requestTypes: [syncV1(20)],
  pricing: [{ id: 21, endpointType: 'sync', standardPrice: 0.5, tiers: [] }],
  dataSchema: [{ name: 'region', type: 'STRING', isNull: false, dataLength: 20, description: '' }],
});

/** The accordion panels' titles (each panel's heading). */
const panels = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const panel = (name: string) => screen.getByRole('button', { name });

describe('MicroserviceFormDialog, edit (accordion panels)', { timeout: 60_000 }, () => {
  it('shows every panel of an OWN microservice of class CLASS_DATA', () => {
    mockApi();
    renderWithProviders(
      <MicroserviceFormDialog open mode="edit" initial={stored} onClose={() => {}} onSaved={() => {}} />,
    );
    expect(screen.getByRole('heading', { name: 'Edit Microservice' })).toBeInTheDocument();
    expect(panels()).toEqual(ALL_SECTION_TITLES);
    expect(panel('Basic Info')).toHaveAttribute('aria-expanded', 'true');
  });

  it('hides pricing from a DUP and the data schema from other classes', () => {
    mockApi();
    renderWithProviders(
      <MicroserviceFormDialog
        open
        mode="edit"
        initial={{ ...stored, microType: 'DUP', sourceId: 7, classCode: 'CLASS_AI' }}
        onClose={() => {}}
        onSaved={() => {}}
      />,
    );
    expect(panels()).toEqual([
      'Basic Info',
      'Description',
      'Microservice Type',
      'Additional Info',
      'Access Details',
      'Validation Settings',
    ]);
  });

  it('lets an ASSIGN microservice change only its access type', async () => {
    const api = mockApi({
      'microservices.updateAssignedAccess': () => ({ body: { status: 'Success', accessType: 'PRIVATE' } }),
    });
    const onSaved = vi.fn();
    const { user } = renderWithUser(
      <MicroserviceFormDialog
        open
        mode="edit"
        initial={{ ...stored, microType: 'ASSIGN' }}
        onClose={() => {}}
        onSaved={onSaved}
      />,
    );
    expect(panels()).toEqual(['Access Details']);
    expect(screen.queryByLabelText('Model Export URL')).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Access Type' }));
    await user.click(await screen.findByRole('option', { name: 'Private' }));
    await clickSave(user, onSaved, { id: 12, message: 'Successfully Updated' });
    expect(api.bodies('microservices.updateAssignedAccess')).toEqual([
      { functionId: 12, accessType: 'PRIVATE' },
    ]);
    expect(api.bodies('microservices.save')).toEqual([]);
  });

  it('opens the panel at fault: the basics, then the request types', async () => {
    const api = mockApi();
    const { user } = renderWithUser(
      <MicroserviceFormDialog open mode="edit" initial={stored} onClose={() => {}} onSaved={() => {}} />,
    );
    await user.click(panel('Basic Info')); // closed
    await user.click(panel('Microservice Type'));
    await user.click(screen.getByRole('button', { name: 'Delete sync v1.0.0' }));
    await user.click(panel('Microservice Type')); // closed again
    expect(panel('Basic Info')).toHaveAttribute('aria-expanded', 'false');
    await user.click(panel('Basic Info'));
    await user.clear(screen.getByLabelText(/^Title/));
    await user.click(panel('Basic Info'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is required')).toBeVisible();
    expect(panel('Basic Info')).toHaveAttribute('aria-expanded', 'true');
    expect(panel('Microservice Type')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('At least one request type is required')).toBeVisible();
    expect(api.bodies('microservices.save')).toEqual([]);
  });

  it('saves the edited microservice with its ids', async () => {
    const api = mockApi({
      'microservices.save': () => ({ body: { message: 'Successfully Updated', id: 12 } }),
    });
    const onSaved = vi.fn();
    const { user } = renderWithUser(
      <MicroserviceFormDialog open mode="edit" initial={stored} onClose={() => {}} onSaved={onSaved} />,
    );
    await user.type(screen.getByLabelText(/^Title/), ' v2');
    await clickSave(user, onSaved, { message: 'Successfully Updated', id: 12 });
    expect(api.bodies('microservices.save')[0]).toMatchObject({
      id: 12,
      microType: 'OWN',
      name: 'Sales Data v2',
      requestTypes: [{ id: 20, type: 'sync' }],
      pricing: [{ id: 21, endpointType: 'sync', standardPrice: 0.5 }],
      dataSchema: [{ name: 'region' }],
    });
  });

  it('shows a clash in the words of the errors catalogue (what Flexy Errors edits)', async () => {
    signInOwnerAdmin('TS');
    mockApi({
      'errors.byScreen': (body) => ({
        body: {
          lang: 'EN',
          errors:
            (body as { scrId: string }).scrId === 'MIC_SET'
              ? { NAME_EXIST: 'This title is taken by another microservice' }
              : {},
        },
      }),
      'microservices.save': () => apiError(409, 'NAME_EXIST', 'NAME_EXIST', { name: ['NAME_EXIST'] }),
    });
    const { user, queryClient } = renderWithUser(
      <MicroserviceFormDialog open mode="edit" initial={stored} onClose={() => {}} onSaved={() => {}} />,
    );
    const key = callKey('errors.byScreen', { scrId: 'MIC_SET', lang: 'EN', ownerId: OWNER_ID });
    await waitFor(() => expect(queryClient.getQueryData(key)).toBeDefined());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This title is taken by another microservice');
    expect(screen.getByLabelText(/^Title/)).toHaveAccessibleDescription(
      'This title is taken by another microservice',
    );
  });
});
