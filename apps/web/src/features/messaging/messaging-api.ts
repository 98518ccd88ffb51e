import type {
  TAudience,
  TAudienceCount,
  TAudienceMembers,
  TAudienceOptions,
  TCampaignFormInput,
  TPreview,
} from '@campusflow/contracts/messaging';
import type {
  TCampaign,
  TCampaignList,
  TCampaignRecipientList,
  TDeliveryStatus,
  TResendResult,
  TUnsubscribeInput,
  TUnsubscribeState,
} from '@campusflow/contracts/messaging-campaigns';
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryRoots } from '@/lib/query-keys.ts';
import { toQuery } from '@/lib/use-search-state.ts';

// The head of school's e-mail sender (apps/api/src/modules/messaging/messaging.routes.ts) and
// the public opt-out page. Every key starts with the messaging root.

const base = '/api/v1/messaging';
/** How often a page that follows a delivery asks again while the message is being sent. */
export const DELIVERY_POLL_MS = 2000;

export const messagingKeys = {
  all: [queryRoots.messaging] as const,
  options: () => [...messagingKeys.all, 'options'] as const,
  count: (audience: TAudience) => [...messagingKeys.all, 'count', audience] as const,
  members: (audience: TAudience, q: string) =>
    [...messagingKeys.all, 'members', audience, q] as const,
  preview: (message: TCampaignFormInput, recipientId: string | null) =>
    [...messagingKeys.all, 'preview', message, recipientId] as const,
  campaigns: (page: number) => [...messagingKeys.all, 'campaigns', page] as const,
  campaign: (id: string) => [...messagingKeys.all, 'campaign', id] as const,
  recipients: (id: string, filter: RecipientFilter, live: boolean) =>
    [...messagingKeys.all, 'campaign', id, 'recipients', filter, live] as const,
  unsubscribe: (token: string) => [...messagingKeys.all, 'unsubscribe', token] as const,
};

export type RecipientFilter = { status: TDeliveryStatus | ''; q: string; page: number };

/** The school's faculties, departments, programmes and levels, for the composer's choices. */
export const audienceOptionsQuery = () =>
  queryOptions({
    queryKey: messagingKeys.options(),
    queryFn: ({ signal }) => api<TAudienceOptions>(`${base}/audience-options`, { signal }),
    staleTime: 60_000,
  });

/** How many the audience reaches now; `enabled` once the audience is complete. */
export const audienceCountQuery = (audience: TAudience, enabled: boolean) =>
  queryOptions({
    queryKey: messagingKeys.count(audience),
    queryFn: ({ signal }) =>
      api<TAudienceCount>(`${base}/audience/count`, { method: 'POST', body: audience, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });

/** People of the audience matching `q`, to preview the message for. */
export const audienceMembersQuery = (audience: TAudience, q: string, enabled: boolean) =>
  queryOptions({
    queryKey: messagingKeys.members(audience, q),
    queryFn: ({ signal }) =>
      api<TAudienceMembers>(`${base}/audience/members`, {
        method: 'POST',
        body: { audience, ...(q ? { q } : {}) },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });

/** The message as one recipient reads it; `enabled` once the message is valid. */
export const previewQuery = (
  message: TCampaignFormInput,
  recipientId: string | null,
  enabled: boolean,
) =>
  queryOptions({
    queryKey: messagingKeys.preview(message, recipientId),
    queryFn: ({ signal }) =>
      api<TPreview>(`${base}/preview`, {
        method: 'POST',
        body: { message, ...(recipientId ? { recipientId } : {}) },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });

export const campaignsQuery = (page: number) =>
  queryOptions({
    queryKey: messagingKeys.campaigns(page),
    queryFn: ({ signal }) =>
      api<TCampaignList>(`${base}/campaigns?${toQuery({ page, limit: 20 })}`, { signal }),
    placeholderData: keepPreviousData,
    // A message still being sent moves its figures: the history follows it.
    refetchInterval: (query) =>
      query.state.data?.items.some((c) => c.finishedAt === null) ? DELIVERY_POLL_MS : false,
  });

/** A sent message, asked again every two seconds while it is being delivered. */
export const campaignQuery = (id: string) =>
  queryOptions({
    queryKey: messagingKeys.campaign(id),
    queryFn: ({ signal }) => api<TCampaign>(`${base}/campaigns/${id}`, { signal }),
    refetchInterval: (query) =>
      query.state.data && query.state.data.finishedAt === null ? DELIVERY_POLL_MS : false,
  });

/**
 * A page of a message's recipients, asked again while the message is being delivered (`live`);
 * `live` is part of the key, so the page is read once more when the delivery finishes.
 */
export const recipientsQuery = (id: string, filter: RecipientFilter, live: boolean) =>
  queryOptions({
    queryKey: messagingKeys.recipients(id, filter, live),
    queryFn: ({ signal }) =>
      api<TCampaignRecipientList>(
        `${base}/campaigns/${id}/recipients?${toQuery({ ...filter, limit: 20 })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
    refetchInterval: live ? DELIVERY_POLL_MS : false,
  });

/** The opt-out page's state for the token of its link. */
export const unsubscribeQuery = (token: string) =>
  queryOptions({
    queryKey: messagingKeys.unsubscribe(token),
    queryFn: ({ signal }) =>
      api<TUnsubscribeState>(`${base}/unsubscribe?${toQuery({ token })}`, { signal }),
    retry: false,
  });

export const messagingApi = {
  send: (body: TCampaignFormInput) => api<TCampaign>(`${base}/campaigns`, { method: 'POST', body }),
  resendFailed: (id: string) =>
    api<TResendResult>(`${base}/campaigns/${id}/resend-failed`, { method: 'POST', body: {} }),
  setSubscription: (body: TUnsubscribeInput) =>
    api<TUnsubscribeState>(`${base}/unsubscribe`, { method: 'POST', body }),
};

/** After a send or a resend: the history and the message's page are read again. */
export function useRefreshCampaigns() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: messagingKeys.all });
}

/** Puts the opt-out page's new state in place without asking again. */
export function useSetUnsubscribeState() {
  const client = useQueryClient();
  return (token: string, state: TUnsubscribeState) =>
    client.setQueryData(messagingKeys.unsubscribe(token), state);
}
