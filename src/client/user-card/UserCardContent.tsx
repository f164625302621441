// The user card's content in each state (docs/reference/ui-behaviour.md#user-card 'User card popup',
// docs/reference/errors.md#users texts): photo, name, rank or title label, email (sent only to personalInfo.view and
// the user), View Profile and Message, Discussions and Comments counts, Joined and Last Active; the restricted card
// of a private or banned-private profile; a banned-style card for a user who is gone (404); 'Failed to load user'
// otherwise. Presentational: UserCardPanel loads the user and decides.
import { formatCompactNumber, formatFullNumber } from "../../lib/format-number";
import type { User } from "../../types/generated/api/user";
import { Badge } from "../../ui/Badge";
import { ButtonLink } from "../../ui/Button";
import { Icon } from "../../ui/Icon";
import { useLocale, useT } from "../../ui/i18n/i18n-context";
import { Loader } from "../../ui/Loader";
import { RelativeTime } from "../../ui/RelativeTime";
import { UserPhoto } from "../../ui/UserPhoto";
import { newMessageUrl } from "../pages/member/member-paths";
import { UserLabels } from "./UserLabels";
import { USER_TEXTS, type UserCardState } from "./user-card-state";

export interface UserCardContentProps {
  state: UserCardState;
  /** The name the card was opened from: shown while loading and when the user cannot be loaded. */
  name: string;
  /** The profile address the card was opened from (for the not-found and error states). */
  url: string;
  /** Whether to offer Message (UserCardPanel applies the rule of docs/reference/ui-behaviour.md#user-card). */
  messageAllowed: boolean;
  /** Loader delay; 0 in stories. */
  loaderDelay?: number;
}

export function UserCardContent({ state, name, url, messageAllowed, loaderDelay }: UserCardContentProps) {
  const t = useT();
  switch (state.kind) {
    case "loading":
      return (
        <Loader
          label={t("Loading {name}", { name })}
          size="small"
          {...(loaderDelay === undefined ? {} : { delay: loaderDelay })}
        />
      );
    case "notFound":
      return <GoneCard name={name} kind="deleted" text={t(USER_TEXTS.deleted)} icon={t("Page Not Found")} />;
    case "error":
      return <GoneCard name={name} kind="error" text={t(USER_TEXTS.failed)} icon={null} url={url} />;
    case "restricted":
      return (
        <CardFrame user={state.user}>
          <p className="text-sm text-fg">
            {t(state.reason === "private" ? USER_TEXTS.private : USER_TEXTS.banned)}
          </p>
          <CardButtons user={state.user} messageAllowed={messageAllowed} />
        </CardFrame>
      );
    case "full":
      return (
        <CardFrame user={state.user}>
          {state.user.email ? <p className="break-all text-sm text-fg-muted">{state.user.email}</p> : null}
          <CardButtons user={state.user} messageAllowed={messageAllowed} />
          <CardStats user={state.user} />
        </CardFrame>
      );
  }
}

function CardFrame({ user, children }: { user: User; children: React.ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 text-center">
      <UserPhoto url={user.photoUrl} size={100} />
      <p className="max-w-full truncate text-base font-semibold text-fg-heading">{user.name}</p>
      <UserLabels user={user} />
      {children}
    </div>
  );
}

function CardButtons({ user, messageAllowed }: { user: User; messageAllowed: boolean }) {
  const t = useT();
  return (
    <div className="mt-1 flex w-full justify-center gap-2">
      <ButtonLink to={user.url} size="sm" className="min-w-0 flex-1">
        {t("View Profile")}
      </ButtonLink>
      {messageAllowed ? (
        <ButtonLink to={newMessageUrl(user.name)} variant="primary" size="sm" className="min-w-0 flex-1">
          {t("Message")}
        </ButtonLink>
      ) : null}
    </div>
  );
}

function CardStats({ user }: { user: User }) {
  const t = useT();
  return (
    <>
      <dl className="mt-1 grid w-full grid-cols-2 divide-x divide-border border-y border-border py-2">
        <Stat label={t("Discussions")} value={user.countDiscussions ?? 0} />
        <Stat label={t("Comments")} value={user.countComments ?? 0} />
      </dl>
      <dl className="grid w-full grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-start text-xs">
        <dt className="text-fg-muted">{t("Joined")}</dt>
        <dd className="text-fg">{user.dateInserted ? <RelativeTime date={user.dateInserted} /> : "—"}</dd>
        <dt className="text-fg-muted">{t("Last Active")}</dt>
        <dd className="text-fg">
          {user.dateLastActive ? <RelativeTime date={user.dateLastActive} /> : t("Never")}
        </dd>
      </dl>
    </>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  const locale = useLocale();
  return (
    <div className="flex flex-col-reverse items-center">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className="text-lg font-semibold text-fg-heading" title={formatFullNumber(value, locale)}>
        {formatCompactNumber(value, locale)}
      </dd>
    </div>
  );
}

/** The banned-style card of a user who cannot be shown: a generic photo, the name, a label and why. */
function GoneCard({
  name,
  kind,
  text,
  icon,
  url,
}: {
  name: string;
  kind: "deleted" | "error";
  text: string;
  /** Accessible text of the generic photo, when it says more than the text below. */
  icon: string | null;
  url?: string;
}) {
  const t = useT();
  return (
    <div
      className="flex flex-col items-center gap-2 text-center"
      role={kind === "error" ? "alert" : undefined}
    >
      <span
        className="inline-flex size-[100px] items-center justify-center rounded-full bg-bg-hover text-fg-muted"
        {...(icon ? { role: "img", "aria-label": icon } : { "aria-hidden": true })}
      >
        <Icon name="user" size={62} />
      </span>
      <p className="max-w-full truncate text-base font-semibold text-fg-heading">{name}</p>
      <Badge tone="muted">{kind === "error" ? t("ERROR") : t("DELETED")}</Badge>
      <p className="text-sm text-fg">{text}</p>
      {url ? (
        <ButtonLink to={url} size="sm" className="mt-1 w-full">
          {t("View Profile")}
        </ButtonLink>
      ) : null}
    </div>
  );
}
