// The frame of every profile page (docs/reference/errors.md#error-screen routes,
// docs/reference/permissions.md#global-permissions): the title bar, the user's header (photo, name, rank or title
// label, Banned / Private, email for personalInfo.view and the user, Joined / Last Active, counts, Edit Profile or
// Message) and the tabs Overview, Discussions, Comments, Reactions. A private profile (or a banned one while the site
// keeps them private) shows the restricted header with the spec's text; guests are offered Sign In and Register;
// other failures show the error screen's text for their status.
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useSession } from "../../../layout/session";
import { useAddonEnabled } from "../../../layout/use-addon-enabled";
import { DEFAULT_ENTRY_URLS, withReturnTarget } from "../../../lib/entry-url";
import { formatCompactNumber } from "../../../lib/format-number";
import { msg } from "../../../lib/i18n/msg";
import type { User } from "../../../types/generated/api/user";
import { ButtonLink } from "../../../ui/Button";
import { cx } from "../../../ui/cx";
import { useLocale, useT } from "../../../ui/i18n/i18n-context";
import { Loader } from "../../../ui/Loader";
import { useCurrentLocation } from "../../../ui/location";
import { RelativeTime } from "../../../ui/RelativeTime";
import { UserPhoto } from "../../../ui/UserPhoto";
import { useConversationsEnabled } from "../../api/conversations";
import { ApiError } from "../../api/errors";
import { isRestrictedProfile, useUser, useUserByName } from "../../api/users";
import { useAppState, useLastTitleBar, useOptionalAppState } from "../../app-state";
import { usePermission } from "../../permissions/use-permission";
import { UserLabels } from "../../user-card/UserLabels";
import { canMessage, USER_TEXTS } from "../../user-card/user-card-state";
import { defaultTitleBarNode } from "../default-title-bar";
import { useDocumentTitle } from "../document-title";
import { ErrorPage } from "../ErrorPage";
import { newMessageUrl } from "../member/member-paths";
import { PageFrame } from "../PageFrame";
import {
  PROFILE_EDIT_PATH,
  profileCommentsUrl,
  profileDiscussionsUrl,
  profileReactionsUrl,
  profileUrl,
} from "./profile-paths";

type ProfileTab = "overview" | "discussions" | "comments" | "reactions";

type ProfileSource = { userID: number } | { name: string };

export interface ProfileFrameProps {
  /** How the address names the user: by ID (the lists) or by name. */
  source: ProfileSource;
  tab: ProfileTab;
  /** The tab's content for a profile the viewer may see whole. */
  children: (user: User) => ReactNode;
}

function useProfile(source: ProfileSource): UseQueryResult<User> {
  const byID = useUser("userID" in source ? source.userID : 0, "userID" in source);
  const byName = useUserByName("name" in source ? source.name : "", "name" in source);
  return "userID" in source ? byID : byName;
}

export function ProfileFrame({ source, tab, children }: ProfileFrameProps) {
  const { site } = useAppState();
  const t = useT();
  const titleBar = useLastTitleBar(undefined) ?? defaultTitleBarNode(site);
  const profile = useProfile(source);
  useDocumentTitle(profile.data?.name ?? t("Profile"), site.name);

  let body: ReactNode;
  if (profile.isPending) body = <Loader label={t("Loading profile")} className="mt-6" />;
  else if (profile.isError) body = <ProfileProblem error={profile.error} />;
  else {
    const user = profile.data;
    const restricted = isRestrictedProfile(user);
    body = (
      <>
        <ProfileHeader user={user} />
        {restricted ? (
          <p className="mt-8 rounded-box border border-border bg-bg-hover/40 p-4 text-fg">
            {t(user.private ? USER_TEXTS.private : USER_TEXTS.banned)}
          </p>
        ) : (
          <>
            <ProfileTabs user={user} tab={tab} />
            <div className="mt-6">{children(user)}</div>
          </>
        )}
      </>
    );
  }
  return (
    <PageFrame titleBar={titleBar}>
      <div className="mx-auto w-full max-w-4xl px-4 py-8">{body}</div>
    </PageFrame>
  );
}

/**
 * 401: the guest is asked to sign in or register (docs/reference/permissions.md#global-permissions); other statuses
 * say what the error screen says.
 */
function ProfileProblem({ error }: { error: unknown }) {
  const status = error instanceof ApiError ? error.status : 500;
  const t = useT();
  const { pathname, search } = useCurrentLocation();
  const entryUrls = useOptionalAppState()?.site.entryUrls ?? DEFAULT_ENTRY_URLS;
  if (status !== 401) return <ErrorPage status={status} error={error} />;
  const current = `${pathname}${search}`;
  return (
    <section className="py-8 text-center" aria-labelledby="profile-sign-in">
      <h1 id="profile-sign-in" className="text-2xl font-bold tracking-tight">
        {t("Sign in to see profiles")}
      </h1>
      <p className="mt-2 text-fg-muted">{t("Members can see each other's profiles.")}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink to={withReturnTarget(entryUrls.signInUrl, current)} variant="primary">
          {t("Sign In")}
        </ButtonLink>
        {entryUrls.registerUrl ? (
          <ButtonLink to={withReturnTarget(entryUrls.registerUrl, current)}>{t("Register")}</ButtonLink>
        ) : null}
      </div>
    </section>
  );
}

function ProfileHeader({ user }: { user: User }) {
  const { user: viewer } = useSession();
  const t = useT();
  const self = viewer.userID === user.userID;
  const conversationsEnabled = useConversationsEnabled();
  const canAddConversations = usePermission("conversations.add");
  const messageAllowed = canMessage(user, { conversationsEnabled, canAddConversations, self });
  const restricted = isRestrictedProfile(user);
  return (
    <header className="flex flex-col items-center gap-6 text-center sm:flex-row sm:items-start sm:text-left">
      <UserPhoto url={user.photoUrl} size={145} />
      <div className="flex min-w-0 flex-1 flex-col items-center gap-2 sm:items-start">
        <h1 className="max-w-full truncate text-3xl font-bold tracking-tight">{user.name}</h1>
        <UserLabels user={user} className="sm:justify-start" />
        {user.email ? <p className="break-all text-sm text-fg-muted">{user.email}</p> : null}
        {restricted ? null : (
          <dl className="flex flex-wrap justify-center gap-x-6 gap-y-1 text-sm sm:justify-start">
            <div className="flex gap-1.5">
              <dt className="text-fg-muted">{t("Joined")}</dt>
              <dd>{user.dateInserted ? <RelativeTime date={user.dateInserted} /> : null}</dd>
            </div>
            <div className="flex gap-1.5">
              <dt className="text-fg-muted">{t("Last Active")}</dt>
              <dd>{user.dateLastActive ? <RelativeTime date={user.dateLastActive} /> : t("Never")}</dd>
            </div>
          </dl>
        )}
        {self || messageAllowed ? (
          <div className="mt-2 flex flex-wrap gap-2">
            {self ? <ButtonLink to={PROFILE_EDIT_PATH}>{t("Edit Profile")}</ButtonLink> : null}
            {messageAllowed ? (
              <ButtonLink to={newMessageUrl(user.name)} variant="primary">
                {t("Message")}
              </ButtonLink>
            ) : null}
          </div>
        ) : null}
      </div>
    </header>
  );
}

function reactionTotal(user: User): number {
  return (user.reactionsReceived ?? []).reduce((sum, entry) => sum + entry.count, 0);
}

function ProfileTabs({ user, tab }: { user: User; tab: ProfileTab }) {
  const t = useT();
  const locale = useLocale();
  // The Reactions tab's page answers 404 while the reactions addon is off (docs/reference/addons.md).
  const reactionsOn = useAddonEnabled("reactions");
  const tabs: Array<{ id: ProfileTab; label: string; to: string; count?: number }> = [
    { id: "overview", label: msg("Overview"), to: profileUrl(user.name) },
    {
      id: "discussions",
      label: msg("Discussions"),
      to: profileDiscussionsUrl(user.userID, user.name),
      count: user.countDiscussions ?? 0,
    },
    {
      id: "comments",
      label: msg("Comments"),
      to: profileCommentsUrl(user.userID, user.name),
      count: user.countComments ?? 0,
    },
    {
      id: "reactions",
      label: msg("Reactions"),
      to: profileReactionsUrl(user.name),
      count: reactionTotal(user),
    },
  ];
  const shown = reactionsOn ? tabs : tabs.filter((entry) => entry.id !== "reactions");
  return (
    <nav aria-label={t("Profile")} className="mt-8 border-b border-border">
      <ul className="-mb-px flex flex-wrap gap-1">
        {shown.map((entry) => (
          <li key={entry.id}>
            <Link
              to={entry.to}
              aria-current={entry.id === tab ? "page" : undefined}
              className={cx(
                "inline-flex items-center gap-1.5 border-b-2 px-3 py-2 text-sm font-semibold",
                "focus-visible:outline-2 focus-visible:outline-primary",
                entry.id === tab
                  ? "border-primary text-primary"
                  : "border-transparent text-fg-muted hover:text-fg",
              )}
            >
              {t(entry.label)}{" "}
              {entry.count === undefined ? null : (
                <span className="rounded-full bg-bg-hover px-1.5 text-xs text-fg">
                  {formatCompactNumber(entry.count, locale)}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
