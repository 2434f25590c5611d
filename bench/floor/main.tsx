// The least page made of the console's fixed libraries: React, react-dom, react-hook-form with a
// zod resolver, and react-query sending one request. What it weighs and keeps in memory is the
// floor under any first screen the console could have (npm run bench:floor).
import { zodResolver } from "@hookform/resolvers/zod";
import { QueryClient, QueryClientProvider, useMutation } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { useForm } from "react-hook-form";
import * as z from "zod/mini";

z.config({ jitless: true });
const Params = z.object({ limit: z.int().check(z.positive()) });
type Params = z.infer<typeof Params>;

function Form() {
  const { register, handleSubmit, formState } = useForm<Params>({ resolver: zodResolver(Params) });
  const send = useMutation({
    mutationFn: async ({ limit }: Params) => (await fetch(`./?limit=${limit}`)).text(),
  });
  return (
    <form onSubmit={handleSubmit((params) => send.mutate(params))}>
      <label>
        limit <input {...register("limit", { valueAsNumber: true })} />
      </label>
      {formState.errors.limit && <p>{formState.errors.limit.message}</p>}
      <button type="submit">Send</button>
      <output>{send.data?.length}</output>
    </form>
  );
}

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <Form />
      </QueryClientProvider>
    </StrictMode>,
  );
}
