// Every widget and section of the catalog gets a form: each renders from its schema and every example of it,
// each field has its id, and no property falls back to "edit this in the JSON view".
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SchemaForm } from "../../../../src/client/editor/form/SchemaForm";
import { formSchemaOf } from "../../../../src/client/editor/form/schema-resolve";
import type { FieldSchema } from "../../../../src/client/editor/form/types";
import { catalogItem } from "../../../../src/client/editor/model/catalog";
import { sectionRegions } from "../../../../src/client/editor/model/regions";
import type { JsonObject } from "../../../../src/client/editor/model/types";
import { clientWidgetSchemas } from "../../../../src/client/editor/model/widget-meta";
import { editorCatalog } from "../../../factories/editor";
import { stubFetch, withQueryClient } from "./query-wrapper";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const catalog = editorCatalog("all");
const keys = [
  ...Object.keys(catalog.widgets),
  ...Object.keys(catalog.assets),
  ...Object.keys(catalog.sections),
];

describe("a form for every catalog entry", () => {
  it.each(keys)("%s", (key) => {
    stubFetch({});
    const schema = formSchemaOf(catalogItem(catalog, key)?.schema as FieldSchema);
    const examples = (
      (clientWidgetSchemas.get(key) as unknown as { examples?: JsonObject[] }).examples ?? []
    ).map(({ $name: _name, ...props }) => props);
    for (const props of [{}, ...examples]) {
      const { container, unmount } = render(
        withQueryClient(
          <SchemaForm
            editorID="n1"
            schema={schema}
            value={props}
            onChange={() => {}}
            skip={sectionRegions(key)}
          />,
        ),
      );
      expect(container.textContent).not.toContain("edited in the JSON view");
      for (const element of container.querySelectorAll("[id^='field-n1-']")) {
        expect(element.id).toMatch(/^field-n1-[\w$-]+$/);
      }
      unmount();
    }
  });
});
