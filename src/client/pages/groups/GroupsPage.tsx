// /groups (docs/reference/groups.md#pages): the groups a viewer may see, by name (GET /groups), as cards; tabs All
// groups and My groups (members only: filter=mine), a search box over names and descriptions, paging, and New Group
// for those who may create one (groups.add). The state lives in the address, so every view has its own link.
import { type FormEvent, useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useSession } from "../../../layout/session";
import { GROUPS_PATH, NEW_GROUP_PATH } from "../../../lib/group-paths";
import { ButtonLink } from "../../../ui/Button";
import { cx } from "../../../ui/cx";
import { FormAlert } from "../../../ui/FormAlert";
import { Icon } from "../../../ui/Icon";
import { useT } from "../../../ui/i18n/i18n-context";
import { Loader } from "../../../ui/Loader";
import { Pager } from "../../../ui/Pager";
import { Tabs } from "../../../ui/Tabs";
import { INPUT_CLASSES } from "../../../ui/TextField";
import { useGroups } from "../../api/groups";
import { usePermission } from "../../permissions/use-permission";
import { GroupCard } from "./GroupCard";
import { GroupsFrame } from "./GroupsFrame";
import {
  GROUPS_PAGE_LIMIT,
  type GroupsListState,
  type GroupsTab,
  groupsListSearch,
  readGroupsListState,
} from "./groups-list-state";

function tabClass(selected: boolean): string {
  return cx(
    "-mb-px inline-flex items-center border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap",
    selected
      ? "border-primary text-primary"
      : "border-transparent text-fg-muted hover:border-border-strong hover:text-fg",
  );
}

function SearchBox({ query, onSearch }: { query: string; onSearch(query: string): void }) {
  const t = useT();
  const [text, setText] = useState(query);
  // Back and forward change the address: the box follows it.
  useEffect(() => setText(query), [query]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <search>
      <form onSubmit={submit} className="flex max-w-md gap-2">
        <label htmlFor="groups-search" className="sr-only">
          {t("Search groups")}
        </label>
        <input
          id="groups-search"
          type="search"
          value={text}
          maxLength={100}
          placeholder={t("Search groups")}
          onChange={(event) => setText(event.target.value)}
          className={INPUT_CLASSES}
        />
        <button
          type="submit"
          className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-control border border-border-strong bg-bg px-3 text-sm font-semibold text-fg hover:border-primary hover:text-primary"
        >
          <Icon name="search" size={16} />
          {t("Search")}
        </button>
      </form>
    </search>
  );
}

function GroupList({ state }: { state: GroupsListState }) {
  const t = useT();
  const list = useGroups({ ...state, limit: GROUPS_PAGE_LIMIT });
  if (list.isPending) return <Loader label={t("Loading groups")} className="mt-6" />;
  if (list.isError) return <FormAlert className="mt-4" message={list.error.message} />;
  const { items, page, limit, total } = list.data;
  if (items.length === 0) {
    return (
      <p className="mt-6 text-fg-muted">
        {state.query
          ? t("No group matches your search.")
          : state.filter === "mine"
            ? t("You have not joined any group yet.")
            : t("There are no groups yet.")}
      </p>
    );
  }
  return (
    <>
      <ul aria-busy={list.isPlaceholderData} className="mt-4 grid gap-3 sm:grid-cols-2">
        {items.map((group) => (
          <GroupCard key={group.groupID} group={group} />
        ))}
      </ul>
      <Pager page={page} limit={limit} total={total} className="mt-6 justify-center" />
    </>
  );
}

export function GroupsPage() {
  const t = useT();
  const canCreate = usePermission("groups.add");
  return (
    <GroupsFrame
      path={GROUPS_PATH}
      actions={
        canCreate ? (
          <ButtonLink variant="primary" to={NEW_GROUP_PATH}>
            <Icon name="plus" size={16} />
            {t("New Group")}
          </ButtonLink>
        ) : null
      }
    >
      <GroupsDirectory />
    </GroupsFrame>
  );
}

/** The search box, the tabs and the list (the page without its frame), also shown by the stories. */
export function GroupsDirectory() {
  const t = useT();
  const { isGuest } = useSession();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const state = readGroupsListState(search, !isGuest);
  const go = (next: GroupsListState) => navigate(`${GROUPS_PATH}${groupsListSearch(next)}`);
  const tabs: { id: GroupsTab; label: string }[] = isGuest
    ? [{ id: "all", label: t("All Groups") }]
    : [
        { id: "all", label: t("All Groups") },
        { id: "mine", label: t("My Groups") },
      ];
  return (
    <>
      <SearchBox query={state.query} onSearch={(query) => go({ ...state, query, page: 1 })} />
      <Tabs<GroupsTab>
        tabs={tabs}
        selected={state.filter}
        onSelect={(filter) => go({ ...state, filter, page: 1 })}
        label={t("Groups")}
        idPrefix="groups"
        listClassName="mt-4 flex gap-1 border-b border-border"
        tabClassName={tabClass}
        renderPanel={() => <GroupList state={state} />}
      />
    </>
  );
}
