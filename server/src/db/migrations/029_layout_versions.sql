-- Versioned page layouts (issue #16 item 2), like the storefront's (025_staff.sql): the console edits a
-- draft per layout; publishing copies it into a numbered version and into the layouts row buyers get.
-- content is { name, components } as types/api/admin.ts LayoutContent.
CREATE TABLE layout_drafts (
  layout_id text PRIMARY KEY REFERENCES layouts (id),
  content jsonb NOT NULL,
  base_version int NOT NULL,
  updated_at timestamptz NOT NULL,
  updated_by text REFERENCES staff (id)
);

CREATE TABLE layout_versions (
  layout_id text NOT NULL REFERENCES layouts (id),
  version int NOT NULL,
  content jsonb NOT NULL,
  published_at timestamptz NOT NULL,
  published_by text REFERENCES staff (id),
  rolled_back_from int,
  PRIMARY KEY (layout_id, version)
);
