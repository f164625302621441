// The builders of translation properties (spec 001 §3): keys recordType.recordIDorKey.propertyName, text or multiline
// with each column's length, navigation items keyed by their string id, widgets' props under their node path.
import { describe, expect, it } from "vitest";
import {
  categoryTranslationProperties,
  customPageTranslationProperties,
  navigationItemTranslationProperties,
  roleTranslationProperties,
  siteSectionTranslationProperties,
  widgetTranslationProperties,
} from "../../../src/client/translator/properties";

describe("translation properties", () => {
  it("builds a category's name and description", () => {
    expect(categoryTranslationProperties({ categoryID: 12, name: "General", description: "Talk." })).toEqual([
      {
        recordType: "category",
        recordID: 12,
        propertyName: "name",
        sourceText: "General",
        propertyType: "text",
        propertyValidation: { maxLength: 255 },
        translationPropertyKey: "category.12.name",
      },
      {
        recordType: "category",
        recordID: 12,
        propertyName: "description",
        sourceText: "Talk.",
        propertyType: "multiline",
        propertyValidation: { maxLength: 500 },
        translationPropertyKey: "category.12.description",
      },
    ]);
  });

  it("leaves out texts with nothing in them", () => {
    expect(
      categoryTranslationProperties({ categoryID: 3, name: "Help", description: "  " }).map(
        (property) => property.propertyName,
      ),
    ).toEqual(["name"]);
  });

  it("keys site sections, custom pages and roles by id", () => {
    expect(
      siteSectionTranslationProperties({ siteSectionID: 2, name: "Support", description: "Ask." }).map(
        (property) => property.translationPropertyKey,
      ),
    ).toEqual(["siteSection.2.name", "siteSection.2.description"]);
    expect(customPageTranslationProperties({ customPageID: 5, name: "About" })).toEqual([
      expect.objectContaining({
        recordType: "customPage",
        recordID: 5,
        translationPropertyKey: "customPage.5.name",
      }),
    ]);
    expect(
      roleTranslationProperties([
        { roleID: 8, name: "Moderator" },
        { roleID: 16, name: "Administrator" },
      ]),
    ).toEqual([
      expect.objectContaining({
        translationPropertyKey: "role.8.name",
        propertyValidation: { maxLength: 100 },
      }),
      expect.objectContaining({ translationPropertyKey: "role.16.name", recordID: 16 }),
    ]);
  });

  it("keys navigation items by their string id", () => {
    const [item] = navigationItemTranslationProperties([{ id: "nav-help", name: "Help" }]);
    expect(item).toEqual({
      recordType: "navigationItem",
      recordKey: "nav-help",
      propertyName: "name",
      sourceText: "Help",
      propertyType: "text",
      propertyValidation: { maxLength: 255 },
      translationPropertyKey: "navigationItem.nav-help.name",
    });
    expect(item && "recordID" in item).toBe(false);
  });

  it("puts a widget's text props under its node path in the layout", () => {
    expect(
      widgetTranslationProperties(
        7,
        "layout.0.children.1",
        { title: "Latest", description: "What's new.", limit: 10, subtitle: 4 },
        [
          { name: "title", maxLength: 100 },
          { name: "description", multiline: true },
          { name: "subtitle" },
          { name: "missing" },
        ],
      ),
    ).toEqual([
      {
        recordType: "layout",
        recordID: 7,
        propertyName: "layout.0.children.1.title",
        sourceText: "Latest",
        propertyType: "text",
        propertyValidation: { maxLength: 100 },
        translationPropertyKey: "layout.7.layout.0.children.1.title",
      },
      {
        recordType: "layout",
        recordID: 7,
        propertyName: "layout.0.children.1.description",
        sourceText: "What's new.",
        propertyType: "multiline",
        translationPropertyKey: "layout.7.layout.0.children.1.description",
      },
    ]);
  });
});
