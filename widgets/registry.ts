// The one list of renderable components: `$reactComponent` name → lazily loaded widget. Nothing else happens here;
// importing this file loads no widget code (each widget is its own chunk).
import { lazyWidget, type WidgetRegistry } from "../src/layout/registry-types";

export const widgetRegistry: WidgetRegistry = {
  SectionFullWidth: lazyWidget(() => import("./sections/SectionFullWidth")),
  SectionOneColumn: lazyWidget(() => import("./sections/SectionOneColumn")),
  SectionTwoColumns: lazyWidget(() => import("./sections/SectionTwoColumns")),
  SectionThreeColumns: lazyWidget(() => import("./sections/SectionThreeColumns")),
  SectionTwoColumnsEven: lazyWidget(() => import("./sections/SectionTwoColumnsEven")),
  SectionThreeColumnsEven: lazyWidget(() => import("./sections/SectionThreeColumnsEven")),
  BannerWidget: lazyWidget(() => import("./banner/BannerWidget")),
  DiscussionsWidget: lazyWidget(() => import("./discussions/DiscussionsWidget")),
  CategoriesWidget: lazyWidget(() => import("./categories/CategoriesWidget")),
  QuickLinks: lazyWidget(() => import("./quick-links/QuickLinks")),
  HtmlWidget: lazyWidget(() => import("./html/HtmlWidget")),
  Breadcrumbs: lazyWidget(() => import("./breadcrumbs/Breadcrumbs")),
  GuestCallToActionWidget: lazyWidget(() => import("./guest-cta/GuestCallToActionWidget")),
  TitleBar: lazyWidget(() => import("./title-bar/TitleBar")),
  NewPostMenu: lazyWidget(() => import("./new-post/NewPostMenu")),
  SearchWidget: lazyWidget(() => import("./community-search/SearchWidget")),
  TabWidget: lazyWidget(() => import("./tabs/TabWidget")),
  FeaturedCollectionsWidget: lazyWidget(() => import("./featured-collections/FeaturedCollectionsWidget")),
  CategoryFollowWidget: lazyWidget(() => import("./category-follow/CategoryFollowWidget")),
  SuggestedContentWidget: lazyWidget(() => import("./suggested-content/SuggestedContentWidget")),
  BannerContentWidget: lazyWidget(() => import("./content-banner/BannerContentWidget")),
  TagWidget: lazyWidget(() => import("./tag/TagWidget")),
  RSSWidget: lazyWidget(() => import("./rss/RSSWidget")),
  SiteTotalsWidget: lazyWidget(() => import("./sitetotals/SiteTotalsWidget")),
  LeaderboardWidget: lazyWidget(() => import("./leaderboard/LeaderboardWidget")),
  UserSpotlightWidget: lazyWidget(() => import("./userspotlight/UserSpotlightWidget")),
  CallToActionWidget: lazyWidget(() => import("./cta/CallToActionWidget")),
  PostAssetPlaceholder: lazyWidget(() => import("./post-asset-placeholder/PostAssetPlaceholder")),
};
