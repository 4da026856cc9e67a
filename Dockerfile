# syntax=docker/dockerfile:1
# The product image. `deps` installs production dependencies only, `build` installs everything
# and builds the site and the staff app, `runtime` puts the two together. The same image runs the API (the
# default command) and the projections worker (docker-compose.yml gives it its own command).

# A Node LTS line. Node 24 is supported until April 2028; Node 26 became the active LTS in October 2026:
# `docker compose build --build-arg NODE_VERSION=26` tries it. package.json asks for >=20.19.
ARG NODE_VERSION=24

# The workspaces' manifests alone, so the dependency layers below are rebuilt only when one changes.
FROM node:${NODE_VERSION}-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY projections/package.json projections/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY backoffice/package.json backoffice/

# Production dependencies. Dependency install scripts run here (embedded-postgres's platform binaries,
# esbuild for tsx, sharp), as the root allowScripts lists.
FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
COPY --from=manifests /app ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# Every dependency (Vite, TypeScript) and the sources, to build both apps once, at image build time.
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY --from=manifests /app ./
RUN npm ci --no-audit --no-fund
COPY . .
# The regional variant the apps are built for (docs/product.md §1); the API is told the same below.
ARG WEBSITE=QC
RUN WEBSITE=${WEBSITE} npm run build

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ARG WEBSITE=QC
ENV NODE_ENV=production \
    WEBSITE=${WEBSITE} \
    PORT=3000
WORKDIR /app
COPY --from=deps /app ./
# The API runs its TypeScript sources through tsx (a production dependency of the backend); the browser
# apps only as built bundles.
COPY shared/ shared/
COPY projections/ projections/
COPY backend/ backend/
COPY --from=build /app/frontend/dist frontend/dist
COPY --from=build /app/frontend/dist-server frontend/dist-server
COPY --from=build /app/backoffice/dist backoffice/dist
# The only place the process writes: the embedded PostgreSQL and local pictures when no DATABASE_URL or
# S3_BUCKET is given (DATA_DIR's default). Everything else stays root-owned and read-only to the app.
RUN mkdir .data && chown node:node .data
# Not root: embedded PostgreSQL refuses to run as root, and the app never needs it.
USER node
EXPOSE 3000

# node itself asks the API (slim images have no curl); 200 means the database answers.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]

# Node is the process that gets SIGTERM (no npm or sh in between), so the API stops in order
# (backend/src/main.ts). `npm start` is not used: it would rebuild the apps, which are built already.
# With plain `docker run`, add --init so a process reaps the children embedded PostgreSQL leaves.
CMD ["node", "--import", "tsx", "backend/src/main.ts"]
