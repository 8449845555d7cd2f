# Empty Page: check the title, the heading and one static text, and prove nothing else is there.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_holds_one_sentence_and_no_controls(driver, base_url):
    driver.get(f"{base_url}/emptyPage")
    wait = WebDriverWait(driver, 5)
    wait.until(EC.text_to_be_present_in_element((By.TAG_NAME, "h1"), "Empty Page"))
    assert driver.title == "Empty Page | Automation Playground"

    # The page's own content is the section named by its aria-label.
    content = wait.until(
        EC.visibility_of_element_located((By.CSS_SELECTOR, "section[aria-label='Page content']"))
    )
    assert content.text == "This page is intentionally empty apart from this sentence."
    # find_elements returns an empty list (no exception) when nothing matches.
    assert content.find_elements(By.TAG_NAME, "button") == []
    assert content.find_elements(By.TAG_NAME, "input") == []
    assert content.find_elements(By.TAG_NAME, "a") == []
