# Textarea: type several lines (newlines included) and check a live character counter.
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

COUNTER = (By.XPATH, "//p[starts-with(normalize-space(), 'Characters:')]")


def test_types_multiple_lines_and_counts_the_characters(driver, base_url):
    driver.get(f"{base_url}/textareaMultiline")
    wait = WebDriverWait(driver, 5)
    textarea = wait.until(
        EC.visibility_of_element_located(
            (By.XPATH, "//textarea[@id=//label[normalize-space()='Your text']/@for]")
        )
    )
    wait.until(EC.text_to_be_present_in_element(COUNTER, "Characters: 0"))

    # "\n" in send_keys is typed as Enter: a line break, one character.
    textarea.send_keys("first line\nsecond line")
    wait.until(EC.text_to_be_present_in_element(COUNTER, "Characters: 22"))
    textarea.send_keys(Keys.ENTER, "third")
    wait.until(EC.text_to_be_present_in_element(COUNTER, "Characters: 28"))
    assert textarea.get_attribute("value") == "first line\nsecond line\nthird"
