# The product image: `npm start` runs the API; the compose file runs the projection workers from it too.
FROM node:20-bookworm-slim

WORKDIR /app
# Not root: embedded PostgreSQL (used when no DATABASE_URL is given) refuses to run as root.
RUN chown node:node /app
USER node

# Manifests first, so the dependency layer is rebuilt only when they change.
COPY --chown=node:node package.json package-lock.json ./
COPY --chown=node:node shared/package.json shared/
COPY --chown=node:node projections/package.json projections/
COPY --chown=node:node backend/package.json backend/
COPY --chown=node:node frontend/package.json frontend/
COPY --chown=node:node backoffice/package.json backoffice/
RUN npm ci

COPY --chown=node:node . .

ENV PORT=3000
EXPOSE 3000
CMD ["npm", "start"]
