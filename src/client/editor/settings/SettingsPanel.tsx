// The settings panel: the selected widget or section → its catalog schema → the generated form, with the
// node's "Conditions" ($middleware) as the last group. Each change is one store operation (setProp, or
// modifyMiddleware for conditions), so it lands in history and is revalidated; errors come back as problems.
import { useCallback, useMemo } from "react";
import { useParams } from "react-router";
import { type TranslateFn, useI18n } from "../../../ui/i18n/i18n-context";
import { widgetTranslationProperties } from "../../translator/properties";
import { TranslateButton } from "../../translator/TranslateButton";
import type { Uploader } from "../form/controls/Upload";
import type { FieldChange } from "../form/linked-fields";
import { SchemaForm } from "../form/SchemaForm";
import { formSchemaOf } from "../form/schema-resolve";
import type { FieldSchema } from "../form/types";
import { getAt, setAt } from "../form/value-paths";
import { catalogItem } from "../model/catalog";
import { modifyMiddleware, modifyTitleBar, setProp } from "../model/ops";
import { findNode, pointerOf, pointerToDotted } from "../model/paths";
import { nodeLabel, sectionRegions } from "../model/regions";
import { type EditorNode, TITLE_BAR_ID } from "../model/types";
import { clientWidgetSchemas, nodeProps } from "../model/widget-meta";
import { useEditor } from "../store/editor-store";
import { MIDDLEWARE_KEY, middlewareFormSchema, normalizeMiddleware } from "./middleware-form";
import { translatableTextProps } from "./widget-text-props";

export interface SettingsPanelProps {
  /** The image uploader (defaults to POST /media); stories pass a fake one. */
  upload?: Uploader;
}

const isMiddlewareField = (field: string) =>
  field === MIDDLEWARE_KEY || field.startsWith(`${MIDDLEWARE_KEY}.`);

/** The node's props schema plus the Conditions group (open when the node has conditions, so they are seen). */
function withConditions(schema: FieldSchema, hasConditions: boolean, t: TranslateFn): FieldSchema {
  const properties =
    typeof schema.properties === "object" && schema.properties !== null ? schema.properties : {};
  const middleware = middlewareFormSchema(t);
  const conditions = hasConditions
    ? { ...middleware, "x-control": { ...(middleware["x-control"] as object), open: true } }
    : middleware;
  return { ...schema, properties: { ...properties, [MIDDLEWARE_KEY]: conditions } };
}

function NodeSettings({ node, upload }: { node: EditorNode; upload?: Uploader }) {
  const { t, text } = useI18n();
  const catalog = useEditor((state) => state.catalog);
  const apply = useEditor((state) => state.apply);
  const allProblems = useEditor((state) => state.problems);
  const focusRequest = useEditor((state) => state.focusRequest);
  const editorID = node.$editorID;
  const item = catalogItem(catalog, node.$hydrate);
  const name = item?.name ?? clientWidgetSchemas.get(node.$hydrate)?.["x-widget"].name ?? node.$hydrate;
  const rawSchema = item?.schema ?? (clientWidgetSchemas.get(node.$hydrate) as FieldSchema | undefined);
  const hasConditions = node.$middleware !== undefined;
  const schema = useMemo(
    () => (rawSchema ? withConditions(formSchemaOf(rawSchema), hasConditions, t) : null),
    [rawSchema, hasConditions, t],
  );
  const skip = useMemo(() => sectionRegions(node.$hydrate), [node.$hydrate]);
  const problems = useMemo(
    () => allProblems.filter((problem) => problem.editorID === editorID),
    [allProblems, editorID],
  );
  const value = useMemo(
    () => ({ ...nodeProps(node), ...(node.$middleware ? { [MIDDLEWARE_KEY]: node.$middleware } : {}) }),
    [node],
  );
  const request = useMemo(
    () =>
      focusRequest?.editorID === editorID ? { field: focusRequest.field, nonce: focusRequest.nonce } : null,
    [focusRequest, editorID],
  );
  const onChange = useCallback(
    (changes: readonly FieldChange[]) => {
      const propChanges = changes.filter((change) => !isMiddlewareField(change.field));
      const middlewareChanges = changes.filter((change) => isMiddlewareField(change.field));
      if (propChanges.length > 0) {
        // One undo step per burst of typing in the same field, not one per keystroke.
        const fields = propChanges.map((change) => change.field).join(",");
        apply(
          t("Edit {name}: {fields}", { name, fields }),
          (doc) =>
            propChanges.reduce(
              (current, change) => setProp(current, editorID, change.field, change.value),
              doc,
            ),
          { coalesce: true },
        );
      }
      if (middlewareChanges.length > 0) {
        const middleware = normalizeMiddleware(
          middlewareChanges.reduce<unknown>(
            (current, change) => setAt(current, change.field.slice(MIDDLEWARE_KEY.length + 1), change.value),
            getAt(value, MIDDLEWARE_KEY) ?? {},
          ),
        );
        apply(t("Edit {name} conditions", { name }), (doc) => modifyMiddleware(doc, editorID, middleware));
      }
    },
    [apply, editorID, name, value, t],
  );
  // The schema's description (its x-widget name when it has none) is a catalogue key.
  const description =
    typeof item?.schema.description === "string" ? text(item.schema.description) : undefined;
  const label = nodeLabel(node, catalog);
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h2 className="text-base font-semibold text-fg-heading">{label}</h2>
        {label !== name ? (
          <p className="text-xs font-semibold uppercase tracking-wide text-fg-muted">{name}</p>
        ) : null}
        {description ? <p className="text-sm text-fg-muted">{description}</p> : null}
        <WidgetTranslate node={node} schema={rawSchema ?? null} label={label} />
      </header>
      {schema ? (
        <SchemaForm
          key={editorID}
          editorID={editorID}
          schema={schema}
          value={value}
          onChange={onChange}
          problems={problems}
          focusRequest={request}
          skip={skip}
          upload={upload}
        />
      ) : (
        <p className="text-sm text-fg-muted">
          {t("This layout's catalog does not describe “{key}”: edit it in the JSON view.", {
            key: node.$hydrate,
          })}
        </p>
      )}
    </div>
  );
}

/** The title bar's own props; it is no node of `layout`, so its edits go through modifyTitleBar. */
const TITLE_BAR_SCHEMA = clientWidgetSchemas.get("react.titleBar");

function TitleBarSettings({ upload }: { upload?: Uploader }) {
  const { t, text } = useI18n();
  const titleBar = useEditor((state) => state.doc.titleBar);
  const apply = useEditor((state) => state.apply);
  const allProblems = useEditor((state) => state.problems);
  const focusRequest = useEditor((state) => state.focusRequest);
  const schema = useMemo(() => {
    const raw = TITLE_BAR_SCHEMA as FieldSchema | undefined;
    return raw ? formSchemaOf(raw) : null;
  }, []);
  // Its problems have no editor id (it has none in the saved document): they are the ones under /titleBar/.
  const problems = useMemo(
    () =>
      allProblems.filter((problem) => problem.editorID === null && problem.pointer.startsWith("/titleBar/")),
    [allProblems],
  );
  const value = useMemo(() => nodeProps(titleBar), [titleBar]);
  const request = useMemo(
    () =>
      focusRequest?.editorID === TITLE_BAR_ID
        ? { field: focusRequest.field, nonce: focusRequest.nonce }
        : null,
    [focusRequest],
  );
  const onChange = useCallback(
    (changes: readonly FieldChange[]) => {
      const fields = changes.map((change) => change.field).join(",");
      apply(
        t("Edit Title Bar: {fields}", { fields }),
        (doc) =>
          changes.reduce((current, change) => modifyTitleBar(current, change.field, change.value), doc),
        { coalesce: true },
      );
    },
    [apply, t],
  );
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h2 className="text-base font-semibold text-fg-heading">{t("Title bar")}</h2>
        {TITLE_BAR_SCHEMA?.description ? (
          <p className="text-sm text-fg-muted">{text(TITLE_BAR_SCHEMA.description)}</p>
        ) : null}
      </header>
      {schema ? (
        <SchemaForm
          key={TITLE_BAR_ID}
          editorID={TITLE_BAR_ID}
          schema={schema}
          value={value}
          onChange={onChange}
          problems={problems}
          focusRequest={request}
          upload={upload}
        />
      ) : (
        <p className="text-sm text-fg-muted">
          {t("The title bar's settings are not described: edit it in the JSON view.")}
        </p>
      )}
    </div>
  );
}

/**
 * Translate the widget's own texts (a banner's title…) into the site's other languages: kept per saved layout and
 * the node's place in it (docs/reference/localisation.md#content-translations), so only for a saved layout.
 */
function WidgetTranslate({
  node,
  schema,
  label,
}: {
  node: EditorNode;
  schema: FieldSchema | null;
  label: string;
}) {
  const { layoutID } = useParams();
  const doc = useEditor((state) => state.doc);
  const pointer = pointerOf(doc, node.$editorID);
  const id = Number(layoutID);
  const props = nodeProps(node);
  const textProps = translatableTextProps(schema, props);
  if (!Number.isInteger(id) || id <= 0 || !pointer || textProps.length === 0) return null;
  const properties = widgetTranslationProperties(id, pointerToDotted(pointer), props, textProps);
  return <TranslateButton properties={properties} label={label} className="self-start" />;
}

export function SettingsPanel({ upload }: SettingsPanelProps) {
  const { t } = useI18n();
  const selection = useEditor((state) => state.selection);
  const node = useEditor((state) => (state.selection ? findNode(state.doc, state.selection.id) : null));
  return (
    <section aria-label={t("Settings")} className="flex flex-col gap-4 p-4">
      {selection?.kind === "titleBar" ? (
        <TitleBarSettings upload={upload} />
      ) : selection && node ? (
        <NodeSettings node={node} upload={upload} />
      ) : (
        <p className="text-sm text-fg-muted">
          {t("Select a widget, a section or the title bar to edit its settings.")}
        </p>
      )}
    </section>
  );
}
