// The layout format migrations are pure and shared with the editor (which migrates pasted widgets the same way):
// they live in src/lib/layout/migrations; the server's layout code keeps importing them from here.
export {
  CURRENT_FORMAT_VERSION,
  migrateLayoutParts,
  UnsupportedFormatVersionError,
} from "../../../lib/layout/migrations";
