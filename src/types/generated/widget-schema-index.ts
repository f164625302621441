// Generated from the files in schemas/widgets/ by scripts/generate-types.ts. Do not edit.
import commonBackgroundSchema from "../../../schemas/widgets/common/background.schema.json";
import commonContainerOptionsSchema from "../../../schemas/widgets/common/container-options.schema.json";
import commonCtaButtonSchema from "../../../schemas/widgets/common/cta-button.schema.json";
import bannerSchema from "../../../schemas/widgets/banner.schema.json";
import breadcrumbsSchema from "../../../schemas/widgets/breadcrumbs.schema.json";
import categoriesSchema from "../../../schemas/widgets/categories.schema.json";
import discussionsSchema from "../../../schemas/widgets/discussions.schema.json";
import guestCtaSchema from "../../../schemas/widgets/guest-cta.schema.json";
import htmlSchema from "../../../schemas/widgets/html.schema.json";
import quickLinksSchema from "../../../schemas/widgets/quick-links.schema.json";
import sectionFullWidthSchema from "../../../schemas/widgets/section-full-width.schema.json";
import sectionOneColumnSchema from "../../../schemas/widgets/section-one-column.schema.json";
import sectionThreeColumnsEvenSchema from "../../../schemas/widgets/section-three-columns-even.schema.json";
import sectionThreeColumnsSchema from "../../../schemas/widgets/section-three-columns.schema.json";
import sectionTwoColumnsEvenSchema from "../../../schemas/widgets/section-two-columns-even.schema.json";
import sectionTwoColumnsSchema from "../../../schemas/widgets/section-two-columns.schema.json";
import titleBarSchema from "../../../schemas/widgets/title-bar.schema.json";

export const widgetSchemaDocuments: unknown[] = [bannerSchema, breadcrumbsSchema, categoriesSchema, discussionsSchema, guestCtaSchema, htmlSchema, quickLinksSchema, sectionFullWidthSchema, sectionOneColumnSchema, sectionThreeColumnsEvenSchema, sectionThreeColumnsSchema, sectionTwoColumnsEvenSchema, sectionTwoColumnsSchema, titleBarSchema];

export const commonWidgetSchemaDocuments: unknown[] = [commonBackgroundSchema, commonContainerOptionsSchema, commonCtaButtonSchema];
