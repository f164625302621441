// What an integration is (docs/reference/integrations.md): a way to escalate a post to another system, keyed by its
// attachment type. A definition reads its settings from the config table; configured (on and set up), it describes
// itself for the catalogue, offers an escalation form, creates the external item and reads it again.
import type { IntegrationCatalogItem } from "../../../types/generated/api/integration-catalog-item";
import type { AttachmentMetaItem } from "../../db/schema-attachments";
import type { Translate } from "../../http/errors";
import type { ConfigValues } from "../config";

export type AttachmentRecordType = "discussion" | "comment";

/** The post being escalated, as the integrations see it. */
export interface PostRecord {
  recordType: AttachmentRecordType;
  recordID: number;
  discussionID: number;
  categoryID: number;
  insertUserID: number;
  authorName: string;
  /** The discussion's title (a comment's: its discussion's). */
  name: string;
  /** The post's text (its Markdown or plain source; HTML posts as text). */
  text: string;
  /** The post's absolute address (QUORUM_PUBLIC_URL). */
  url: string;
}

/** The external item as the other system describes it. */
export interface ExternalItem {
  sourceID: string;
  sourceUrl: string;
  status: string;
  metadata: AttachmentMetaItem[];
}

/** A stored attachment, as refreshing reads it. */
export interface StoredAttachment {
  sourceID: string;
  sourceUrl: string;
  metadata: AttachmentMetaItem[];
}

/** One field of an escalation form: every field is a string (a list is written comma-separated). */
export interface FormField {
  name: string;
  /** Catalogue keys. */
  title: string;
  description?: string;
  inputType: "textBox" | "textArea" | "commaList";
  required: boolean;
  maxLength: number;
  /** The value the form starts with for this post. */
  defaultFor(post: PostRecord): string;
}

/** The catalogue item's texts and icons, in the reader's language. */
export type CatalogTexts = Omit<
  IntegrationCatalogItem,
  "attachmentType" | "writeableContentScope" | "recordTypes"
>;

/** Who besides staff may escalate with it: nobody, or members their own posts (config writeableContentScope). */
export type MemberScope = "staff" | "own";

export interface ConfiguredIntegration {
  readonly attachmentType: string;
  readonly memberScope: MemberScope;
  readonly recordTypes: readonly AttachmentRecordType[];
  describe(t: Translate): CatalogTexts;
  readonly fields: readonly FormField[];
  /** Creates the external item from the post and the checked form; an IntegrationFailure when the system fails. */
  create(post: PostRecord, form: Readonly<Record<string, string>>): Promise<ExternalItem>;
  /** The item as the other system has it now; null when there is nothing to read (only the date changes). */
  refresh(stored: StoredAttachment): Promise<ExternalItem | null>;
}

export interface IntegrationDefinition {
  readonly attachmentType: string;
  /** The config keys its settings live under. */
  readonly configKeys: readonly string[];
  /** The integration when it is on and set up; null otherwise (then it is not in the catalogue). */
  configure(values: ConfigValues): ConfiguredIntegration | null;
}
