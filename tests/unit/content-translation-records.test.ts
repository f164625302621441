// Records in widget data read in the reader's language (docs/reference/localisation.md#content-translations): a
// category, a role, a knowledge base and a knowledge category are translated, but a discussion or an article that
// only points at one keeps its own name.
import { describe, expect, test } from "vitest";
import { translateRecords } from "../../src/server/i18n/content-translation";

const FRENCH = new Map([
  ["category.2.name", "Annonces"],
  ["knowledgeBase.1.name", "Centre d’aide"],
  ["knowledgeBase.1.description", "Les réponses aux questions fréquentes."],
  ["knowledgeCategory.3.name", "Compte et profil"],
]);

describe("translateRecords", () => {
  test("translates a category, a knowledge base and a knowledge category by their IDs", () => {
    const data = {
      category: { categoryID: 2, name: "Announcements" },
      bases: [{ knowledgeBaseID: 1, name: "Help Center", description: "Answers." }],
      tree: [{ knowledgeCategoryID: 3, knowledgeBaseID: 1, name: "Account and Profile" }],
    };
    expect(translateRecords(data, FRENCH)).toEqual({
      category: { categoryID: 2, name: "Annonces" },
      bases: [
        { knowledgeBaseID: 1, name: "Centre d’aide", description: "Les réponses aux questions fréquentes." },
      ],
      tree: [{ knowledgeCategoryID: 3, knowledgeBaseID: 1, name: "Compte et profil" }],
    });
  });

  test("leaves the name of a discussion or an article that names a category", () => {
    const data = [
      { discussionID: 9, categoryID: 2, name: "Welcome, everyone" },
      { articleID: 4, knowledgeBaseID: 1, knowledgeCategoryID: 3, name: "How do I change my name?" },
    ];
    expect(translateRecords(data, FRENCH)).toEqual(data);
  });
});
