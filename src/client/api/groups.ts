// Groups (docs/reference/groups.md): GET/POST /groups, GET/PATCH/DELETE /groups/{id}, the members
// (GET /groups/{id}/members, PATCH and DELETE /groups/{id}/members/{userID}), joining (POST /groups/{id}/join: join,
// ask to join, or accept an invitation), deciding join requests (PATCH /groups/{id}/applicants/{userID}; the group
// page's members widget hydrates the pending ones), invitations (POST /groups/{id}/invitations, POST
// /groups/invitations/{id}/decline) and the invitation a register link carries (GET /groups/invitations/by-token).
// Every key sits under groupKeys.all; a change to a group also refreshes the hydrated layouts, since a group's page
// shows what the viewer is to the group (its header, its members) from its hydrated data.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Group } from "../../types/generated/api/group";
import type { GroupInvitationResult } from "../../types/generated/api/group-invitation-result";
import type { GroupMember } from "../../types/generated/api/group-member";
import { apiRequest } from "./http";
import { apiRequestPage, type Page } from "./http-paged";
import { hydratedLayoutKeys } from "./layouts/keys";

export type { Group, GroupInvitationResult, GroupMember };
export type GroupPrivacy = Group["privacy"];
export type GroupRole = "leader" | "member";

export interface GroupListQuery {
  filter: "all" | "mine";
  query?: string;
  page: number;
  limit?: number;
}

/** POST /groups. */
export interface GroupInput {
  name: string;
  description: string;
  privacy: GroupPrivacy;
  iconUrl?: string | null;
  bannerUrl?: string | null;
}

export interface GroupMembersQuery {
  role?: GroupRole;
  page: number;
  limit: number;
}

export interface InvitationInput {
  userIDs?: number[];
  emails?: string[];
}

/** What a register link's token names (GET /groups/invitations/by-token). */
export interface TokenInvitation {
  groupID: number;
  groupName: string;
  email: string;
}

export const groupKeys = {
  all: ["groups"] as const,
  lists: () => [...groupKeys.all, "list"] as const,
  list: (query: GroupListQuery) => [...groupKeys.lists(), query] as const,
  details: () => [...groupKeys.all, "detail"] as const,
  detail: (groupID: number) => [...groupKeys.details(), groupID] as const,
  members: (groupID: number, query: GroupMembersQuery) =>
    [...groupKeys.all, "members", groupID, query] as const,
  invitation: (token: string) => [...groupKeys.all, "invitation", token] as const,
};

export function fetchGroups(query: GroupListQuery, signal?: AbortSignal): Promise<Page<Group>> {
  return apiRequestPage<Group>(
    "/groups",
    [
      ["filter", query.filter],
      ["query", query.query || undefined],
      ["page", query.page],
      ["limit", query.limit],
    ],
    signal,
  );
}

export const fetchGroup = (groupID: number, signal?: AbortSignal) =>
  apiRequest<Group>(`/groups/${groupID}`, { signal });

export const createGroup = (body: GroupInput) => apiRequest<Group>("/groups", { method: "POST", body });

export const patchGroup = (groupID: number, body: Partial<GroupInput>) =>
  apiRequest<Group>(`/groups/${groupID}`, { method: "PATCH", body });

export const deleteGroup = (groupID: number) => apiRequest<void>(`/groups/${groupID}`, { method: "DELETE" });

export function fetchGroupMembers(groupID: number, query: GroupMembersQuery, signal?: AbortSignal) {
  return apiRequestPage<GroupMember>(
    `/groups/${groupID}/members`,
    [
      ["role", query.role],
      ["page", query.page],
      ["limit", query.limit],
    ],
    signal,
  );
}

/** Joins a public group, accepts a pending invitation, or asks to join a private group. */
export const joinGroup = (groupID: number, reason?: string) =>
  apiRequest<Group>(`/groups/${groupID}/join`, { method: "POST", body: reason ? { reason } : {} });

/** A member leaving (their own userID), or a leader removing someone. */
export const removeGroupMember = (groupID: number, userID: number) =>
  apiRequest<void>(`/groups/${groupID}/members/${userID}`, { method: "DELETE" });

export const setGroupMemberRole = (groupID: number, userID: number, role: GroupRole) =>
  apiRequest<GroupMember>(`/groups/${groupID}/members/${userID}`, { method: "PATCH", body: { role } });

export const reviewGroupApplicant = (groupID: number, userID: number, status: "approved" | "denied") =>
  apiRequest<void>(`/groups/${groupID}/applicants/${userID}`, { method: "PATCH", body: { status } });

export const inviteToGroup = (groupID: number, body: InvitationInput) =>
  apiRequest<GroupInvitationResult>(`/groups/${groupID}/invitations`, { method: "POST", body });

export const declineGroupInvitation = (invitationID: number) =>
  apiRequest<void>(`/groups/invitations/${invitationID}/decline`, { method: "POST" });

export const fetchInvitationByToken = (token: string, signal?: AbortSignal) =>
  apiRequest<TokenInvitation>("/groups/invitations/by-token", { query: [["token", token]], signal });

export function groupsQuery(query: GroupListQuery) {
  return queryOptions({
    queryKey: groupKeys.list(query),
    queryFn: ({ signal }) => fetchGroups(query, signal),
  });
}

export function groupQuery(groupID: number) {
  return queryOptions({
    queryKey: groupKeys.detail(groupID),
    queryFn: ({ signal }) => fetchGroup(groupID, signal),
  });
}

export function groupMembersQuery(groupID: number, query: GroupMembersQuery) {
  return queryOptions({
    queryKey: groupKeys.members(groupID, query),
    queryFn: ({ signal }) => fetchGroupMembers(groupID, query, signal),
  });
}

/** An invalid, used or expired token answers 404: no retry. */
export function invitationByTokenQuery(token: string) {
  return queryOptions({
    queryKey: groupKeys.invitation(token),
    queryFn: ({ signal }) => fetchInvitationByToken(token, signal),
    retry: false,
  });
}

export function useGroups(query: GroupListQuery) {
  return useQuery({ ...groupsQuery(query), placeholderData: (previous) => previous });
}

export function useGroup(groupID: number, enabled = true) {
  return useQuery({ ...groupQuery(groupID), enabled });
}

export function useGroupMembers(groupID: number, query: GroupMembersQuery, enabled = true) {
  return useQuery({ ...groupMembersQuery(groupID, query), enabled });
}

export function useInvitationByToken(token: string | null) {
  return useQuery({ ...invitationByTokenQuery(token ?? ""), enabled: Boolean(token) });
}

/** After any change to a group: its lists, details and members, and the hydrated pages that show it. */
function useRefreshGroups() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: groupKeys.all }),
      queryClient.invalidateQueries({ queryKey: hydratedLayoutKeys.all }),
    ]);
}

export function useCreateGroupMutation() {
  const refresh = useRefreshGroups();
  return useMutation({ mutationFn: createGroup, onSuccess: () => refresh() });
}

export function usePatchGroupMutation(groupID: number) {
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: (body: Partial<GroupInput>) => patchGroup(groupID, body),
    onSuccess: () => refresh(),
  });
}

export function useDeleteGroupMutation(groupID: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteGroup(groupID),
    // The group's page is gone: only the lists are read again (its page's layout would answer 404).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.lists() }),
  });
}

export function useJoinGroupMutation(groupID: number) {
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: (reason?: string) => joinGroup(groupID, reason),
    onSuccess: () => refresh(),
  });
}

/** Leaving (the viewer's own userID) and a leader's Remove are the same call. */
export function useRemoveGroupMemberMutation(groupID: number) {
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: (userID: number) => removeGroupMember(groupID, userID),
    onSuccess: () => refresh(),
  });
}

export function useSetGroupMemberRoleMutation(groupID: number) {
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: ({ userID, role }: { userID: number; role: GroupRole }) =>
      setGroupMemberRole(groupID, userID, role),
    onSuccess: () => refresh(),
  });
}

export function useReviewApplicantMutation(groupID: number) {
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: ({ userID, status }: { userID: number; status: "approved" | "denied" }) =>
      reviewGroupApplicant(groupID, userID, status),
    onSuccess: () => refresh(),
  });
}

export function useInviteToGroupMutation(groupID: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvitationInput) => inviteToGroup(groupID, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.detail(groupID) }),
  });
}

export function useDeclineInvitationMutation() {
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: declineGroupInvitation,
    onSuccess: () => refresh(),
  });
}
