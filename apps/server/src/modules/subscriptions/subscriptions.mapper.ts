import type { SubscriptionPlanRow, UserSubscriptionInfo, UserSubscriptionRow } from '@console/contract';
import { isoDate } from '../../db/sql';
import type { PlanRecord, SubscriptionRecord } from './subscriptions.repository';

export const toPlanRow = (r: PlanRecord): SubscriptionPlanRow => ({
  id: r.id,
  planName: r.planName,
  noOfUsers: r.noOfUsers,
  fileSize: r.fileSize,
  price: r.price,
  description: r.description,
  details: r.details,
  dateCreated: isoDate(r.createdAt),
});

export const toSubscriptionRow = (r: SubscriptionRecord): UserSubscriptionRow => ({
  id: r.id,
  ownerId: r.ownerId,
  ownerName: r.ownerName,
  orgId: r.orgId,
  orgName: r.orgName,
  planId: r.planId,
  planName: r.planName,
  planType: r.planType,
  planDuration: r.planDuration as UserSubscriptionRow['planDuration'],
  tokenType: r.tokenType,
  activationKey: r.activationKey,
  usedAt: r.usedAt ? isoDate(r.usedAt) : null,
  dateCreated: isoDate(r.createdAt),
});

export const toSubscriptionInfo = (r: SubscriptionRecord): UserSubscriptionInfo => {
  const row = toSubscriptionRow(r);
  return {
    ...row,
    details: {
      orgName: r.orgName,
      email: r.email,
      planDuration: row.planDuration,
      planType: r.planType,
      noOfUsers: r.noOfUsers,
      fileSize: r.fileSize,
      noOfConversation: r.noOfConversation,
    },
    expiresAt: isoDate(r.expiresAt),
  };
};
