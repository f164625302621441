// /dashboard/collections (lazy; community.manage, docs/reference/curation.md#the-collections-page): the collections
// (GET /collections), the chosen one (?collection=ID, GET /collections/{id}) with its records, creating (POST),
// renaming and reordering or removing records (PATCH, shown at once and put back when refused) and deleting (DELETE).
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import type { Collection } from "../../../types/generated/api/collection";
import { useT } from "../../../ui/i18n/i18n-context";
import { Loader } from "../../../ui/Loader";
import { toast } from "../../../ui/toast-store";
import {
  collectionKeys,
  collectionQuery,
  useCollections,
  useCreateCollectionMutation,
  useDeleteCollectionMutation,
  usePatchCollectionMutation,
} from "../../api/collections";
import { errorMessage } from "../../api/errors";
import { isAccessDenied, useMayOpenDashboard } from "../../editor/pages/access";
import { DashboardForbidden, DashboardFrame } from "../../editor/pages/DashboardFrame";
import { ErrorPage } from "../ErrorPage";
import { CollectionEditor } from "./CollectionEditor";
import { CollectionsView } from "./CollectionsView";
import { recordRefs } from "./record-order";

const PATH = "/dashboard/collections";
const hrefOf = (collectionID: number) => `${PATH}?collection=${collectionID}`;

export function CollectionsRoute() {
  const location = useLocation();
  const mayOpen = useMayOpenDashboard(location.key === "default");
  if (!mayOpen) return <DashboardForbidden />;
  return <CollectionsLoader />;
}

function CollectionsLoader() {
  const t = useT();
  const list = useCollections();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const selectedID = Number(params.get("collection")) || null;
  const [announcement, setAnnouncement] = useState("");
  const creating = useCreateCollectionMutation();

  if (isAccessDenied(list.error)) return <DashboardForbidden />;
  return (
    <DashboardFrame title={t("Collections")}>
      {list.data ? (
        <CollectionsView
          collections={list.data}
          selectedID={selectedID}
          hrefOf={hrefOf}
          announcement={announcement}
          onCreate={async (name) => {
            const created = await creating.mutateAsync({ name });
            setAnnouncement(t("Created the collection {name}.", { name: created.name }));
            navigate(hrefOf(created.collectionID));
          }}
        >
          {selectedID ? (
            <SelectedCollection
              key={selectedID}
              collectionID={selectedID}
              announce={setAnnouncement}
              onDeleted={() => navigate(PATH)}
            />
          ) : null}
        </CollectionsView>
      ) : list.error ? (
        <ErrorPage status={500} error={list.error} />
      ) : (
        <Loader label={t("Loading collections")} />
      )}
    </DashboardFrame>
  );
}

function SelectedCollection({
  collectionID,
  announce,
  onDeleted,
}: {
  collectionID: number;
  announce(text: string): void;
  onDeleted(): void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const collection = useQuery(collectionQuery(collectionID));
  const patching = usePatchCollectionMutation();
  const deleting = useDeleteCollectionMutation();
  const key = collectionKeys.detail(collectionID);

  if (collection.error) {
    return (
      <p role="alert" className="text-sm text-danger">
        {errorMessage(collection.error)}
      </p>
    );
  }
  if (!collection.data) return <Loader label={t("Loading the collection")} />;
  const current = collection.data;

  async function setRecords(records: NonNullable<Collection["records"]>, announcement: string) {
    // Shown at once; the server's answer replaces it, a refusal puts the old order back.
    queryClient.setQueryData<Collection>(key, { ...current, records });
    try {
      await patching.mutateAsync({ collectionID, body: { records: recordRefs(records) } });
      announce(announcement);
    } catch (error) {
      queryClient.setQueryData<Collection>(key, current);
      toast.error(errorMessage(error));
    }
  }

  return (
    <CollectionEditor
      collection={current}
      pending={patching.isPending || deleting.isPending}
      actions={{
        rename: async (name) => {
          await patching.mutateAsync({ collectionID, body: { name } });
          announce(t("Renamed the collection to {name}.", { name }));
        },
        setRecords,
        remove: async () => {
          await deleting.mutateAsync(collectionID);
          announce(t("Deleted the collection {name}.", { name: current.name }));
          onDeleted();
        },
      }}
    />
  );
}
