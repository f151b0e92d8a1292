import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { generateKeyInput, type GenerateKeyInput } from '@console/contract';

/** The generate-key form: the contract's token generation request (001 section 3). */
export type GenerateKeyForm = Omit<GenerateKeyInput, 'ownerId'>;

export const GENERATE_KEY_FIELDS = Object.keys(generateKeyInput.shape);

export const EMPTY_KEY_REQUEST: GenerateKeyForm = {
  owner: 0,
  orgName: '',
  email: '',
  planDuration: '1 Year',
  planType: 'Named Users',
  noOfUsers: Number.NaN,
  fileSize: Number.NaN,
  noOfConversation: Number.NaN,
};

/** The count the plan type does not use is sent as 0; the schema requires each only for its type. */
export const toKeyRequest = (v: GenerateKeyForm): GenerateKeyForm => ({
  ...v,
  fileSize: v.planType === 'Named Users' && Number.isFinite(v.fileSize) ? v.fileSize : 0,
  noOfConversation:
    v.planType === 'Conversation' && Number.isFinite(v.noOfConversation) ? v.noOfConversation : 0,
});

const zod = zodResolver(generateKeyInput);
/** Validates what will be sent, so the hidden count never blocks the form. */
export const generateKeyResolver: Resolver<GenerateKeyForm> = (values, context, options) =>
  zod(toKeyRequest(values), context, options as never) as ReturnType<Resolver<GenerateKeyForm>>;
