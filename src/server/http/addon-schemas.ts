// The addon API's schemas (routes/addons.ts, docs/reference/addons.md), registered with the others by schemas.ts.
import addon from "../../../schemas/api/addon.schema.json";
import addonListQuery from "../../../schemas/api/addon-list-query.schema.json";
import addonParams from "../../../schemas/api/addon-params.schema.json";
import addonPatch from "../../../schemas/api/addon-patch.schema.json";

export const addonSchemas = [addon, addonListQuery, addonParams, addonPatch];
