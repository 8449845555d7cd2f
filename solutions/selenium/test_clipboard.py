# Clipboard: grant the clipboard permissions through CDP, copy, then paste with Ctrl/Cmd+V.

import sys

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

STATUS = (By.CSS_SELECTOR, "[role=status]")
VALUE_LINE = (By.XPATH, "//p[starts-with(normalize-space(.), 'Value to copy:')]")
# The paste shortcut of the machine the browser runs on.
PASTE_MODIFIER = Keys.COMMAND if sys.platform == "darwin" else Keys.CONTROL


def test_the_pasted_value_matches(driver, base_url):
    driver.get(f"{base_url}/clipboard")
    driver.execute_cdp_cmd(
        "Browser.grantPermissions",
        {"origin": base_url, "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]},
    )
    wait = WebDriverWait(driver, 10)
    line = wait.until(EC.visibility_of_element_located(VALUE_LINE))
    value = line.text.removeprefix("Value to copy: ")
    driver.find_element(By.XPATH, "//button[.='Copy']").click()
    wait.until(EC.text_to_be_present_in_element(STATUS, "Copied to the clipboard."))
    # The clipboard itself holds the value.
    clipboard = driver.execute_async_script("navigator.clipboard.readText().then(arguments[0]);")
    assert clipboard == value
    field = driver.find_element(By.XPATH, "//input[@id=//label[.='Paste here']/@for]")
    field.click()
    field.send_keys(PASTE_MODIFIER, "v")
    driver.find_element(By.XPATH, "//button[.='Check']").click()
    wait.until(EC.text_to_be_present_in_element(STATUS, "Match: the pasted text equals the value."))
