//===- PassDocs.c - nn-opt --help and docs/passes.md, from the table ------===//

#include "PassDocs.h"

#include "PassTable.h"

#include <string.h>

/* --help */

static void helpEntry(NnStringBuffer *out, const char *argument,
                      const char *description, const NnOptionDef *options,
                      int numOptions) {
  nnStringBufferPrintf(out, "  --%-30s %s\n", argument, description);
  for (int i = 0; i < numOptions; ++i) {
    const NnOptionDef *o = &options[i];
    int pad = 24 - (int)strlen(o->name);
    nnStringBufferPrintf(out, "      %s=<value>%*s %s [", o->name,
                         pad > 0 ? pad : 0, "", o->doc);
    nnDescribeOption(o, out);
    nnStringBufferPrintf(out, "] (default: %s)\n",
                         *o->defaultValue ? o->defaultValue : "\"\"");
  }
}

void nnPrintPassHelp(NnStringBuffer *out) {
  nnStringBufferPrintf(out, "nn PASSES:\n");
  for (intptr_t i = 0; i < nnGetNumPasses(); ++i) {
    const NnPassDef *def = nnGetPass(i);
    helpEntry(out, def->argument, def->description, def->options,
              def->numOptions);
  }
  nnStringBufferPrintf(out, "\nnn PIPELINES:\n");
  for (intptr_t i = 0; i < nnGetNumPipelines(); ++i) {
    const NnPipelineDef *def = nnGetPipeline(i);
    helpEntry(out, def->argument, def->description, def->options,
              def->numOptions);
  }
}

/* docs/passes.md */

static void docsOptions(NnStringBuffer *out, const NnOptionDef *options,
                        int numOptions) {
  if (!numOptions) {
    nnStringBufferPrintf(out, "No options.\n\n");
    return;
  }
  nnStringBufferPrintf(out, "| option | values | default | what |\n"
                            "|---|---|---|---|\n");
  for (int i = 0; i < numOptions; ++i) {
    const NnOptionDef *o = &options[i];
    nnStringBufferPrintf(out, "| `%s` | ", o->name);
    nnDescribeOption(o, out);
    nnStringBufferPrintf(out, " | `%s` | %s |\n", o->defaultValue, o->doc);
  }
  nnStringBufferPrintf(out, "\n");
}

void nnPrintPassDocs(NnStringBuffer *out) {
  nnStringBufferPrintf(
      out, "<!-- BEGIN GENERATED: nn-opt --print-pass-docs -->\n"
           "## Reference: every pass and pipeline\n\n"
           "Generated from the pass table (`capi/lib/PassTable.c`) by "
           "`nn-opt --print-pass-docs`;\n"
           "`test/lit/docs/passes-md.test` fails when this part is stale.\n\n");
  for (intptr_t i = 0; i < nnGetNumPasses(); ++i) {
    const NnPassDef *def = nnGetPass(i);
    nnStringBufferPrintf(out, "### pass `%s`\n\n%s. Runs on `%s`.\n\n",
                         def->argument, def->description,
                         *def->opName ? def->opName : "any op");
    docsOptions(out, def->options, def->numOptions);
  }
  for (intptr_t i = 0; i < nnGetNumPipelines(); ++i) {
    const NnPipelineDef *def = nnGetPipeline(i);
    nnStringBufferPrintf(out, "### pipeline `%s`\n\n%s. Runs on `%s`.\n\n",
                         def->argument, def->description, def->opName);
    docsOptions(out, def->options, def->numOptions);
    nnStringBufferPrintf(out, "Steps:");
    for (int s = 0; s < def->numSteps; ++s) {
      const NnPipelineStep *step = &def->steps[s];
      nnStringBufferPrintf(out, "%s `%s", s ? "," : "", step->pass);
      if (step->options)
        nnStringBufferPrintf(out, "{%s}", step->options);
      nnStringBufferPrintf(out, "`");
      if (step->when)
        nnStringBufferPrintf(out, " (when `%s`)", step->when);
    }
    nnStringBufferPrintf(out, ".\n\n");
  }
  nnStringBufferPrintf(out, "<!-- END GENERATED -->\n");
}
