# Production images. One build stage compiles everything; each runtime image carries one part:
#   docker build --target api -t ham-api .
#   docker build --target web --build-arg APP=shell -t ham-shell .   (or APP=mf-cases, mf-admin, …)
FROM node:24-bookworm-slim AS build
WORKDIR /src
COPY . .
# npm install, not npm ci: see .ci/run (the lock file has only linux-x64 optional builds).
RUN npm install --no-audit --no-fund && npm run build

FROM node:24-bookworm-slim AS api
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /src/package.json /src/package-lock.json ./
COPY --from=build /src/api/package.json api/package.json
COPY --from=build /src/libs libs
RUN npm install --omit=dev --no-audit --no-fund -w @ham/api --include-workspace-root=false
COPY --from=build /src/api/dist api/dist
EXPOSE 3000
CMD ["node", "--enable-source-maps", "api/dist/main.js"]

FROM nginx:1.27-alpine AS web
ARG APP=shell
COPY --from=build /src/${APP}/dist /usr/share/nginx/html
COPY deploy/nginx/static.conf /etc/nginx/conf.d/default.conf
